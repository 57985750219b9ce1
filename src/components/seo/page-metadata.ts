import type { Metadata } from 'next';
import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { localizedPath } from '@/i18n/localized-path';

/** A page's picture for link previews; a relative `url` is made absolute by the root layout's metadataBase. */
export type ShareImage = { url: string; width: number; height: number; alt: string };

/** The branded preview picture of a locale (1200×630, drawn by scripts/brand-images.ts). */
export function defaultShareImage(locale: AppLocale): ShareImage {
  return {
    url: `/og/default-${locale}.png`,
    width: 1200,
    height: 630,
    alt: `${site.cardBrand[locale]} · ${site.licensedName[locale]}`,
  };
}

/** Title, description, canonical, hreflang alternates (zh-HK, en-US, x-default) and preview card of one page. */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  image,
  noindex = false,
}: {
  locale: AppLocale;
  path: string;
  title: string;
  description?: string;
  /** The page's own picture (a promotion's hero); the branded default otherwise. */
  image?: ShareImage;
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
    openGraph: {
      title,
      description,
      url: localizedPath(locale, path),
      siteName: site.cardBrand[locale],
      locale: locale.replace('-', '_'),
      type: 'website',
      images: [image ?? defaultShareImage(locale)],
    },
    // Title, description and image come from openGraph (Next fills twitter:* from it).
    twitter: { card: 'summary_large_image' },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}
