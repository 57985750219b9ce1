/**
 * The page names the site's own paths produce (spec section 7: `/` is `homepage`, inner slashes
 * become hyphens), by route shape. `site-page-names.test.ts` checks that every page route in
 * `src/pages/` gives one of them: a new route needs its name here, or its views are counted as 404.
 * They are ours and never look personal (checked by the same test), so the tracker sends them as
 * they are (page-name.ts).
 */
export const FIXED_PAGES: ReadonlySet<string> = new Set([
  'homepage',
  '404',
  'InstallmentIntroRoute',
  'account_delete',
  'active_card',
  'blog',
  'campaign',
  'download_app',
  'faq',
  'features-free-smart-credit-report',
  'mall',
  'open-app-redirect',
  'payment_success',
  'promotion_material-airline_mcc_dpp',
  'promotion_material-apple_pay',
  'promotions',
  // The query is never part of a page view (the tracker reads only utm_* parameters).
  'search',
  'property-owner-loan',
  'property-owner-loan-apply',
  'property-valuation',
  // A valuation result's path holds its access token: the page is named without it (page-name.ts).
  'property-valuation-result',
  'sme-loan',
  'sme-loan-apply',
  'sme-loan-eligibility',
  'store-address',
  'store-address-book',
  'tester',
  'tester-error',
  // The `[textPage]` route's pages (config/text-pages.ts), named here rather than read from that
  // table, which would bring its namespaces into every page's script.
  'about-us',
  'contact-us',
  'privacy',
  'privacy_policy_web',
  'disclaimer',
  'legal',
  'loan-application-terms',
]);

/** Routes with a content slug (`/blog/{slug}`, and `/blog/topic/{topic}/page/{n}` too). */
const SLUG_ROUTES = /^(?:abc|blog|promotions|tnc)-[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
/** Content slugs are at most 120 characters (src/lib/slug.ts). */
export const MAX_PAGE_NAME_LENGTH = 140;

/** Whether `name` is one that `pageName` gives for a path of this site (case and all). */
export function isSitePageName(name: string): boolean {
  return name.length <= MAX_PAGE_NAME_LENGTH && (FIXED_PAGES.has(name) || SLUG_ROUTES.test(name));
}
