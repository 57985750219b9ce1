import { expect, test } from '@playwright/test';
import { locales, localized } from './support/pages';

// No single task may hydrate the whole page (issue 17): the page content hydrates in a pass of its
// own after the header and footer (HydrateApart), and a form at the visitor's first use
// (HydrateOnFirstUse). Both are React <Activity> boundaries, which React writes inline in the
// prerendered HTML as <!--&--> … <!--/&-->; a <Suspense> boundary would be moved out of place
// (<template id="B:0">) and the content would be hidden without JavaScript.

const contentPages = ['/', '/blog', '/promotions', '/faq', '/store-address', '/about-us'];
const formPages = [
  '/sme-loan',
  '/sme-loan/apply',
  '/property-owner-loan',
  '/property-owner-loan/apply',
  '/property-valuation',
  '/account_delete',
];

const boundaries = (main: string) => main.match(/<!--&-->/g)?.length ?? 0;

async function mainOf(request: import('@playwright/test').APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  expect(html, url).not.toContain('<template id="B:');
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

for (const { locale, prefix } of locales) {
  test(`${locale}: page content hydrates apart from the header, inline in the server HTML`, async ({
    request,
  }) => {
    for (const path of contentPages) {
      const main = await mainOf(request, localized(prefix, path));
      expect(main, path).toMatch(/^<main[^>]*><!--&-->/);
      expect(main.trimEnd(), path).toMatch(/<!--\/&-->$/);
    }
  });

  test(`${locale}: each form waits in a boundary of its own`, async ({ request }) => {
    for (const path of formPages) {
      const main = await mainOf(request, localized(prefix, path));
      expect(boundaries(main), path).toBe(2);
      expect(main, path).toMatch(/<!--&-->[^]*<!--&-->[^]*<form[^]*<\/form>[^]*<!--\/&-->/);
    }
  });
}
