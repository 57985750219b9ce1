/** Pages for one visitor only (diagnostics, results, success views, previews) stay out of search. */
const privatePaths = [
  '/tester',
  '/payment_success',
  '/open-app-redirect',
  '/download-app-redirect',
  '/property-valuation/',
  '/api/',
];

/** The robots rules: every page but the private ones, and where the sitemap is. */
export function robotsRules(origin: string) {
  const disallow = privatePaths.flatMap((path) =>
    path.startsWith('/api/') ? [path] : [path, `/en-US${path}`],
  );
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...disallow, '/*?*preview='] }],
    sitemap: new URL('/sitemap.xml', origin).href,
  };
}

/** robots.txt: one group per rule, then the sitemap line. */
export function robotsTxt(origin: string): string {
  const { rules, sitemap } = robotsRules(origin);
  const lines = rules.flatMap((rule) => [
    `User-Agent: ${rule.userAgent}`,
    `Allow: ${rule.allow}`,
    ...rule.disallow.map((path) => `Disallow: ${path}`),
    '',
  ]);
  return [...lines, `Sitemap: ${sitemap}`, ''].join('\n');
}
