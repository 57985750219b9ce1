import { localizedPath } from '@/i18n/locale-path';

/** Fixed pages of the site (without locale prefix). Add a page here when you add its route. */
export const fixedPaths = [
  '/',
  '/InstallmentIntroRoute',
  '/download_app',
  '/active_card',
  '/features/free-smart-credit-report',
  '/account_delete',
  '/store-address',
  '/store-address/book',
  '/sme-loan',
  '/sme-loan/apply',
  '/sme-loan/eligibility',
  '/property-valuation',
  '/property-owner-loan',
  '/property-owner-loan/apply',
  '/blog',
  '/blog/news',
  '/blog/videos',
  '/promotions',
  '/campaign',
  '/faq',
  '/mall',
  '/tnc/promotions-general',
  '/promotion_material/airline_mcc_dpp',
  '/promotion_material/apple_pay',
] as const;

/** One page of the sitemap, with its language alternates. */
export type SitemapEntry = {
  url: string;
  lastModified?: string;
  alternates: { languages: Record<string, string> };
};

/** Every page in both locales, each listing its zh-HK, en-US and x-default alternates. */
export function sitemapEntries(
  paths: ReadonlyArray<{ path: string; lastModified?: string }>,
  origin: string,
): SitemapEntry[] {
  const url = (path: string) => new URL(path, origin).href;
  const seen = new Set<string>();
  return paths
    .filter(({ path }) => !seen.has(path) && Boolean(seen.add(path)))
    .flatMap(({ path, lastModified }) => {
      const languages = {
        'zh-HK': url(localizedPath('zh-HK', path)),
        'en-US': url(localizedPath('en-US', path)),
        'x-default': url(localizedPath('zh-HK', path)),
      };
      return (['zh-HK', 'en-US'] as const).map((locale) => ({
        url: url(localizedPath(locale, path)),
        ...(lastModified ? { lastModified } : {}),
        alternates: { languages },
      }));
    });
}
