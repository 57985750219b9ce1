import type { AppLocale } from '@/config/locales';
import { localizedPath } from '@/i18n/locale-path';
import { translator } from '@/i18n/translator';
import { JsonLd } from './json-ld';

/** One step of a trail: its name in the page's language and its unprefixed path. */
export type Crumb = { name: string; path: string };

/** schema.org BreadcrumbList of a trail, with absolute URLs in the page's locale. */
export function breadcrumbJsonLd(trail: readonly Crumb[], locale: AppLocale, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(localizedPath(locale, crumb.path), origin).href,
    })),
  };
}

/**
 * The page's place below home for search engines: home, then `trail` down to the page itself.
 * `origin` is the site's (SITE_ORIGIN), given by the page so the view stays a function of its props.
 */
export function BreadcrumbJsonLd({
  locale,
  origin,
  trail,
}: {
  locale: AppLocale;
  origin: string;
  trail: readonly Crumb[];
}) {
  const t = translator(locale, 'ContentCommon');
  const home = { name: t('home'), path: '/' };
  return <JsonLd data={breadcrumbJsonLd([home, ...trail], locale, origin)} />;
}
