/** Header navigation and footer links; labels come from messages `Nav` and `Footer`. */
export const headerNav = [
  { href: '/InstallmentIntroRoute', key: 'payLater' },
  { href: '/promotions', key: 'promotions' },
  { href: '/sme-loan', key: 'smeLoan' },
  { href: '/property-owner-loan', key: 'ownerLoan' },
  { href: '/property-valuation', key: 'valuation' },
  { href: '/blog', key: 'blog' },
  { href: '/store-address', key: 'stores' },
  { href: '/faq', key: 'faq' },
] as const;

export const footerLinks = [
  { href: '/about-us', key: 'about' },
  { href: '/faq', key: 'faq' },
  { href: '/contact-us', key: 'contact' },
  { href: '/store-address', key: 'stores' },
  { href: '/property-owner-loan', key: 'ownerLoan' },
  { href: '/property-valuation', key: 'valuation' },
  { href: '/legal', key: 'legal' },
  { href: '/disclaimer', key: 'disclaimer' },
  { href: '/privacy', key: 'privacy' },
  { href: '/privacy_policy_web', key: 'privacyWeb' },
  { href: '/loan-application-terms', key: 'loanTerms' },
  { href: '/account_delete', key: 'accountDelete' },
] as const;

/**
 * The header's one call to action per section. The loan pages (the SME loan, the owner loan and the
 * valuation that leads to it) ask for an application; every other page is the card's and asks for
 * the app, where the card is applied for.
 */
const loanSections = [
  { section: '/sme-loan', href: '/sme-loan/apply' },
  { section: '/property-owner-loan', href: '/property-owner-loan/apply' },
  { section: '/property-valuation', href: '/property-owner-loan/apply' },
] as const;

/** Whether `path` (a page path without its locale prefix) is `section` or a page under it. */
export const inSection = (path: string, section: string) =>
  path === section || path.startsWith(`${section}/`);

export function headerAction(path: string): { href: string; key: 'apply' | 'download' } {
  const loan = loanSections.find(({ section }) => inSection(path, section));
  return loan ? { href: loan.href, key: 'apply' } : { href: '/download_app', key: 'download' };
}

/** `aria-current` of a header link: the page itself, or a page under it (an article of the blog). */
export function currentMark(href: string, path: string): 'page' | 'true' | undefined {
  if (path === href) return 'page';
  return inSection(path, href) ? 'true' : undefined;
}
