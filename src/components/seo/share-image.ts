import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';

/** A page's picture for link previews; a relative `url` is made absolute against SITE_ORIGIN. */
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
