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
