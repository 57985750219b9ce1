'use client';

import NextLink from 'next/link';
import { useParams } from 'next/navigation';
import type { ComponentProps } from 'react';
import { defaultLocale, locales, type AppLocale } from '@/config/locales';
import { localizedPath } from './localized-path';

type Href = ComponentProps<typeof NextLink>['href'];

/** A site path in the page's locale (`/blog` → `/en-US/blog` on English pages); other URLs unchanged. */
export function localizeHref(href: Href, locale: AppLocale): Href {
  const localize = (path: string) =>
    path.startsWith('/') && !path.startsWith('//') ? localizedPath(locale, path) : path;
  if (typeof href === 'string') return localize(href);
  return href.pathname ? { ...href, pathname: localize(href.pathname) } : href;
}

/**
 * next/link with the locale prefix of the page (or of `locale`, which also sets hrefLang). Unlike
 * next-intl's Link it needs no client provider, so pages without forms ship no message formatter.
 */
export function Link({
  href,
  locale,
  ...rest
}: ComponentProps<typeof NextLink> & { locale?: AppLocale }) {
  const param = useParams<{ locale?: string }>()?.locale;
  const current = locales.find((candidate) => candidate === param) ?? defaultLocale;
  const target = locale ?? current;
  return (
    <NextLink
      href={localizeHref(href, target)}
      hrefLang={target === current ? undefined : target}
      {...rest}
    />
  );
}
