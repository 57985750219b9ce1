import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import type { TextPageNamespace } from '@/config/text-pages';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';

/** Page metadata for a text page (Next): its own title and description, canonical and alternates. */
export async function textPageMetadata(
  params: Promise<{ locale: string }>,
  namespace: TextPageNamespace,
  path: string,
): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace });
  return pageMetadata({ locale, path, title: t('metaTitle'), description: t('metaDescription') });
}
