import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { copy, formLocales as locales } from './support/form-copy';
import { sitemapPaths } from './support/pages';

// Site search (issue 51, item 5): a GET form in the header (in the drawer on a phone) and /search,
// rendered on the server; and the questions that end each product page (item 4).

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const hostile = '<img src=x onerror=alert(1)>';

const cases = {
  'zh-HK': { query: '分期', mark: '分期' },
  'en-US': { query: 'instalmnt', mark: /instalment/i },
} as const;

/** Every request body the page sends to the analytics collector. */
function trackedBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/track') bodies.push(request.postData() ?? '');
  });
  return bodies;
}

for (const { locale, prefix } of locales) {
  const { query, mark } = cases[locale];
  const searchPath = `${prefix}/search`;

  test(`${locale}: the header's search finds the planner at 1440 px and on a phone's menu`, async ({
    page,
  }) => {
    test.slow();
    const tracked = trackedBodies(page);
    await page.setViewportSize(desktop);
    await page.goto(prefix || '/');
    const header = page.locator('header');
    const field = header.getByRole('searchbox', { name: copy(locale, 'Nav.searchLabel') });
    // From xl the links fill the header's row: its Search button opens the field (a popover).
    await expect(field).toBeHidden();
    await header.getByRole('button', { name: copy(locale, 'Nav.search'), exact: true }).click();
    await field.fill(query);
    await field.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === searchPath);
    expect(new URL(page.url()).searchParams.get('q')).toBe(query);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const results = page.getByTestId('search-result');
    await expect(results.first()).toBeVisible();
    const planner = results.filter({
      has: page.locator(`a[href="${prefix}/InstallmentIntroRoute"]`),
    });
    await expect(planner).toHaveCount(1);
    await expect(page.locator('[data-testid="search-result"] mark').first()).toHaveText(mark);
    await expectNoSeriousA11yViolations(page);
    // The page view is counted, by page name only: the query never reaches analytics.
    await expect
      .poll(() => tracked.some((b) => b.includes('"search"')), { timeout: 10_000 })
      .toBe(true);
    expect(tracked.filter((b) => b.includes(query) || b.includes('"q"'))).toEqual([]);

    await page.setViewportSize(phone);
    await page.goto(`${prefix}/faq`);
    await expect(field).toBeHidden();
    await header.getByRole('button', { name: copy(locale, 'Nav.menu'), exact: true }).click();
    await expect(field).toBeVisible();
    await field.fill(query);
    await header.getByRole('button', { name: copy(locale, 'Nav.search'), exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === searchPath);
    await expect(planner).toHaveCount(1);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a query is text, never HTML; no result and an empty query show help; results page', async ({
    page,
  }) => {
    test.slow();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const response = await page.goto(`/en-US/search?q=${encodeURIComponent(hostile)}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.locator('main')).toContainText(`Nothing matches “${hostile}”.`);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await expect(page.getByTestId('search-help').getByRole('link')).not.toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: copy('en-US', 'Search.label') })).toHaveValue(
      hostile,
    );
    expect(dialogs).toBe(0);

    await page.context().clearCookies(); // the English page kept the visitor's language
    await page.goto('/search');
    await expect(page.getByTestId('search-help')).toContainText(copy('zh-HK', 'Nav.faq'));
    await expect(page.getByTestId('search-result')).toHaveCount(0);

    // A query matching more than a page: ten results, then the next page by a plain link.
    await page.goto('/search?q=%E5%8D%A1');
    await expect(page.getByTestId('search-result')).toHaveCount(10);
    const pages = page.getByRole('navigation', { name: copy('zh-HK', 'Search.pagination') });
    await pages.getByRole('link', { name: copy('zh-HK', 'Search.next') }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.getByTestId('search-result').first()).toBeVisible();
    await expect(pages.getByRole('link', { name: copy('zh-HK', 'Search.previous') })).toBeVisible();
  });

  test('product pages end with their questions as FAQPage data; search is not in the sitemap', async ({
    page,
    request,
  }) => {
    for (const path of ['/sme-loan', '/en-US/property-owner-loan', '/InstallmentIntroRoute']) {
      await page.goto(path);
      const section = page.getByTestId('product-faq');
      expect(await section.getByTestId('faq-question').count(), path).toBeGreaterThanOrEqual(8);
      const data = await section.locator('script[type="application/ld+json"]').textContent();
      const faqPage = JSON.parse(data ?? '{}') as { '@type': string; mainEntity: unknown[] };
      expect(faqPage['@type']).toBe('FAQPage');
      expect(faqPage.mainEntity.length).toBeGreaterThanOrEqual(8);
    }
    await page.goto('/en-US/faq');
    await expect(page.locator('a[href="/en-US/sme-loan#faq"]')).toHaveCount(1);
    const listed = await sitemapPaths(request);
    expect(listed.some((p) => p.endsWith('/search'))).toBe(false);
  });
});
