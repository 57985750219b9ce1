import type { AppLocale } from './locales';
import { site } from './site';

/**
 * Two brands, one site (issue 52): the SME lender's pages (`/sme-loan` and the pages under it: the
 * eligibility check and the application, the spec's `kcash_sme_*` calls and content types) are
 * KCash's; every other page, the property-owner loan and the valuation included (the spec's
 * `konew_loan_*` and `konew_valuation_*` calls), is the Konew card's.
 */
export type Brand = 'konew' | 'kcash';

const kcashSections = ['/sme-loan'] as const;

/** The brand of a page, by its path without the locale prefix. */
export function pageBrand(path: string): Brand {
  return kcashSections.some((section) => path === section || path.startsWith(`${section}/`))
    ? 'kcash'
    : 'konew';
}

/**
 * Each brand's name as the header, page titles and share pictures show it (docs/content-style.md,
 * Names) and its mark: a 64×64 rounded square in the brand's colour with a white
 * monogram (`monogram`, SVG path data), KCash's with a gold coin beside it, drawn by hand.
 */
export const brands = {
  konew: {
    name: site.cardBrand,
    colours: { 50: '#fff4ec', 100: '#ffe4cf', 600: '#d9480f', 700: '#b23c0c', 900: '#5c1f06' },
    monogram: 'M20 14h8v15.5L40.5 14H50L36.5 30.5 51 50H41L30.8 35.6 28 39v11h-8z',
    coin: null,
  },
  kcash: {
    name: { 'zh-HK': 'KCash', 'en-US': 'KCash' } as Readonly<Record<AppLocale, string>>,
    colours: { 50: '#effcf9', 100: '#ccf5ec', 600: '#0d8a7a', 700: '#0b6e63', 900: '#073d37' },
    // The K a little to the left, and a gold coin where its upper arm ends.
    monogram: 'M14 14h8v15.5L33 14h9.5L30 30.5 44 50H34L24.8 35.6 22 39v11h-8z',
    coin: { cx: 49, cy: 18, r: 6.5, fill: '#f5b82e' },
  },
} as const;

/**
 * The Konew card's face (public/, drawn by scripts/brand/card-art.ts): the card's ISO/IEC 7810 ID-1
 * proportions, 85.60 × 53.98 mm, at 10 units a millimetre; no text, so one picture for both locales.
 */
export const cardArt = { src: '/konew-card.svg', width: 856, height: 540 } as const;

/** A brand's mark as a standalone SVG document (the header draws the same shapes inline). */
export function brandMarkSvg(brand: Brand): string {
  const { colours, monogram, coin } = brands[brand];
  const extra = coin
    ? `<circle cx="${coin.cx}" cy="${coin.cy}" r="${coin.r}" fill="${coin.fill}"/><circle cx="${coin.cx}" cy="${coin.cy}" r="2.5" fill="${colours[700]}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colours[700]}"/><path d="${monogram}" fill="#fff"/>${extra}</svg>\n`;
}
