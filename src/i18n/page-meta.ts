import type { Messages } from 'use-intl/core';
import type { AppLocale } from '@/config/locales';
import { translator } from './translator';

/** The message namespaces of a page with plain `metaTitle` and `metaDescription` messages. */
export type MetaNamespace = {
  [Namespace in keyof Messages]: Messages[Namespace] extends {
    metaTitle: string;
    metaDescription: string;
  }
    ? Namespace
    : never;
}[keyof Messages];

/** A page's title and description: its namespace's `metaTitle` and `metaDescription`. */
export function pageMeta(locale: AppLocale, namespace: MetaNamespace) {
  const t = translator(locale, namespace);
  return { title: t('metaTitle'), description: t('metaDescription') };
}
