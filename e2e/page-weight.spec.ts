import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { locales, localized } from './support/pages';

// The served HTML alone: which scripts a visitor's browser is told to fetch.
test.use({ javaScriptEnabled: false });

// scripts/bench/page-weight.ts: a bare App Router page is ~141 KiB of gzipped JavaScript; a content
// page may add 15 KiB. next-intl's message formatter alone is ~13 KiB: only pages whose islands
// format messages (the forms) may carry it.
const BUDGET_KIB = 141 + 15;
const contentPages = ['/', '/blog', '/promotions', '/faq', '/about-us', '/privacy'];

async function scriptKiB(request: APIRequestContext, html: string): Promise<number> {
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src): src is string => Boolean(src));
  let bytes = 0;
  for (const src of new Set(sources)) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    bytes += gzipSync(await response.body()).length;
  }
  return bytes / 1024;
}

test.describe('content pages stay within the JavaScript budget', () => {
  for (const { locale, prefix } of locales) {
    test(`${locale}: content pages and an article load at most ${BUDGET_KIB} KiB of scripts`, async ({
      request,
    }) => {
      const blog = await (await request.get(localized(prefix, '/blog'))).text();
      const article = new RegExp(`href="(${prefix}/blog/[a-z0-9-]+)"`).exec(blog)?.[1];
      expect(article, 'an article linked from the blog').toBeTruthy();
      for (const path of [...contentPages.map((p) => localized(prefix, p)), article ?? '']) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const kib = await scriptKiB(request, await response.text());
        expect(kib, `${path}: ${kib.toFixed(1)} KiB`).toBeLessThanOrEqual(BUDGET_KIB);
      }
    });
  }

  test('links written on the server keep zh-HK unprefixed and en-US under /en-US', async ({
    page,
  }) => {
    for (const { prefix } of locales) {
      await page.goto(localized(prefix, '/blog'));
      const hrefs = await page
        .locator('header a[href^="/"]:not([hreflang]), main a[href^="/blog/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(3);
      for (const href of hrefs) {
        if (prefix) expect(href, href).toMatch(/^\/en-US(\/|$|[?#])/);
        else expect(href, href).not.toMatch(/^\/(en-US|zh-HK)(\/|$|[?#])/);
      }
    }
  });
});
