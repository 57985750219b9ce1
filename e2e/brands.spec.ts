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

// Issue 52, item 3: the favicon set, app icons and manifest the head links, and the card's face on
// the home page and the activation page, are all served (scripts/brand/ draws them).
test('the icons and manifest each page links, and the card face, are served', async ({
  request,
}) => {
  const types = {
    ico: 'image/vnd.microsoft.icon',
    svg: 'image/svg+xml',
    png: 'image/png',
  } as const;
  const served = async (href: string) => {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    const extension = /\.(\w+)$/.exec(href)?.[1] as keyof typeof types | 'webmanifest';
    const type = extension === 'webmanifest' ? 'application/manifest+json' : types[extension];
    expect(response.headers()['content-type'], href).toContain(type);
    return response;
  };
  const linked = new Set<string>();
  for (const path of ['/', '/sme-loan', '/en-US/active_card']) {
    const html = await (await request.get(path)).text();
    const head = /<head>[\s\S]*?<\/head>/.exec(html)?.[0] ?? '';
    for (const [, rel, href] of head.matchAll(/<link rel="([^"]+)" href="([^"]+)"/g))
      if (/icon|manifest/.test(rel ?? '')) linked.add(href ?? '');
    expect(head, path).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}"/);
    if (path !== '/sme-loan') {
      // The card's face, with its size (no shift as it loads) and a name in the page's language.
      expect(html, path).toMatch(
        /<img src="\/konew-card\.svg" width="856" height="540" alt="[^"]+"/,
      );
    }
  }
  expect([...linked].sort()).toEqual([
    '/apple-touch-icon.png',
    '/favicon.ico',
    '/icon.svg',
    '/kcash-icon.svg',
    '/site.webmanifest',
  ]);
  for (const href of linked) await served(href);
  const manifest = (await (await served('/site.webmanifest')).json()) as {
    icons: { src: string }[];
  };
  for (const icon of manifest.icons) await served(icon.src);
  await served('/konew-card.svg');
});
