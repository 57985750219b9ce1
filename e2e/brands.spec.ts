// Two brands, one site (issue 52, item 2): the SME lender's pages say KCash (header mark and name,
// <title>, og:site_name, share picture), the card's pages say Konew, in both locales. Read from the
// served HTML, no browser; the application's success view is checked in forms-sme-application.spec.ts.
import { expect, test } from '@playwright/test';

const pages = [
  { path: '/sme-loan', brand: 'kcash' },
  { path: '/sme-loan/apply', brand: 'kcash' },
  { path: '/sme-loan/eligibility', brand: 'kcash' },
  { path: '/', brand: 'konew' },
  { path: '/property-owner-loan', brand: 'konew' },
] as const;

const names = {
  'zh-HK': { kcash: 'KCash', konew: 'Konew 卡', separator: '｜', prefix: '' },
  'en-US': { kcash: 'KCash', konew: 'Konew Card', separator: ' | ', prefix: '/en-US' },
} as const;

test('KCash on the SME pages, Konew on the card pages, in both locales', async ({ request }) => {
  for (const [locale, name] of Object.entries(names)) {
    for (const { path, brand } of pages) {
      const url = name.prefix && path === '/' ? name.prefix : `${name.prefix}${path}`;
      const response = await request.get(url, {
        headers: { cookie: `i18n_redirected=${locale}` },
        maxRedirects: 0,
      });
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title.endsWith(`${name.separator}${name[brand]}`) || title === name[brand], url).toBe(
        true,
      );
      expect(html, url).toContain(`<meta property="og:site_name" content="${name[brand]}"`);
      const picture = `/og/${brand === 'kcash' ? 'kcash' : 'default'}-${locale}.png`;
      expect(html, url).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${picture}"`));
      const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
      expect(/data-testid="brand-name"[^>]*>([^<]+)</.exec(header)?.[1], url).toBe(name[brand]);
      expect(header, url).toContain(`data-brand-logo="${brand}"`);
      const other = brand === 'kcash' ? 'konew' : 'kcash';
      expect(header, url).not.toContain(`data-brand-logo="${other}"`);
    }
    // The share pictures are served.
    for (const brand of ['default', 'kcash']) {
      const picture = await request.get(`/og/${brand}-${locale}.png`);
      expect(picture.headers()['content-type']).toBe('image/png');
    }
  }
});
