import { expect, test, type Page } from '@playwright/test';
import { allIslandsHydrated } from './support/hydrated';
import { inGroups, localized, locales } from './support/pages';

/** One page of each type; content and form pages join this list as they land. */
const pageTypes = [
  '/',
  '/about-us',
  '/download_app',
  '/InstallmentIntroRoute',
  '/store-address',
  '/blog',
  '/faq',
  '/promotions',
  '/sme-loan',
  '/sme-loan/apply',
  '/property-valuation',
  '/property-owner-loan/apply',
  '/features/free-smart-credit-report',
  '/account_delete',
  '/mall',
  '/payment_success',
  '/tester',
  '/no-such-page',
  '/404',
];

/** Violations the page reports from now on, through every later navigation of it. */
async function collectViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

for (const { locale, prefix } of locales) {
  for (const group of inGroups(pageTypes, 5)) {
    const urls = group.map((path) => localized(prefix, path));
    test(`${urls.join(', ')} run their scripts and islands under the CSP with no violation (${locale})`, async ({
      page,
    }) => {
      test.slow();
      const violations = await collectViolations(page);
      for (const url of urls)
        await test.step(url, async () => {
          const response = await page.goto(url);
          const policy = response?.headers()['content-security-policy'] ?? '';
          expect(policy).toMatch(/script-src 'self' ('sha256-|'nonce-)/);
          expect(policy).not.toMatch(
            /unsafe-inline[^;]*;.*script-src|script-src[^;]*unsafe-(inline|eval)/,
          );
          expect(policy).toContain("object-src 'none'");
          // Every island hydrated (a blocked script would leave one unhydrated), every page script run.
          await allIslandsHydrated(page);
          await expect(page.locator('h1').first()).toBeVisible();
          expect(violations).toEqual([]);
        });
    });
  }
}

test('pages allow their scripts by hash only: no unsafe-inline, no nonce', async ({ request }) => {
  for (const path of ['/about-us', '/tester', '/en-US/sme-loan', '/no-such-page']) {
    const policy = (await request.get(path)).headers()['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, path).toContain("'sha256-");
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    expect(scriptSrc, path).not.toContain("'nonce-");
  }
});
