import type { Metadata } from 'next';
import type { AppLocale } from '@/config/locales';

/** The path of a page in a locale: zh-HK unprefixed, en-US under /en-US. */
export function localizedPath(locale: AppLocale, path: string): string {
  if (locale === 'zh-HK') return path;
  return path === '/' ? '/en-US' : `/en-US${path}`;
}

/** Title, description, canonical and hreflang alternates (zh-HK, en-US, x-default) of one page. */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  noindex = false,
}: {
  locale: AppLocale;
  path: string;
  title: string;
  description?: string;
  noindex?: boolean;
}): Metadata {
  return {
    title,
    description,
    alternates: {
      canonical: localizedPath(locale, path),
      languages: {
        'zh-HK': localizedPath('zh-HK', path),
        'en-US': localizedPath('en-US', path),
        'x-default': localizedPath('zh-HK', path),
      },
    },
    openGraph: { title, description, locale: locale.replace('-', '_'), type: 'website' },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}
