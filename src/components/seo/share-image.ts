import { brands, type Brand } from '@/config/brands';
import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';

/** A page's picture for link previews; a relative `url` is made absolute against SITE_ORIGIN. */
export type ShareImage = { url: string; width: number; height: number; alt: string };

/**
 * The branded preview picture of a locale (1200×630, drawn by scripts/brand-images.ts): the card's
 * (`default-<locale>.png`) or the SME lender's (`kcash-<locale>.png`).
 */
export function defaultShareImage(locale: AppLocale, brand: Brand = 'konew'): ShareImage {
  return {
    url: `/og/${brand === 'kcash' ? 'kcash' : 'default'}-${locale}.png`,
    width: 1200,
    height: 630,
    alt: `${brands[brand].name[locale]} · ${site.licensedName[locale]}`,
  };
}
