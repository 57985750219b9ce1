/** Old site paths that answer 301 to their new home (spec section 2). */
export const legacyRedirects: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/tc/company-information/contact-us.php', to: '/contact-us' },
  { from: '/tc/company-information/about-us.php', to: '/about-us' },
  { from: '/tc/privacy.php', to: '/privacy' },
  { from: '/index.php', to: '/' },
  { from: '/tc/disclaimer.php', to: '/disclaimer' },
  { from: '/tc/legal.php', to: '/legal' },
  { from: '/tc/loan-application-terms.php', to: '/loan-application-terms' },
];
