import { expect, test, type Page } from '@playwright/test';
import { locales, localized } from './support/pages';

// The browser may paint a page before it has parsed all of it (a slow phone's parser yields, a slow
// network splits the HTML). The header's navigation and menu button sit at the right, before the
// language switch in the HTML: if their place depended on the switch, they would jump sideways when
// it arrives, a layout shift on every such load (seen as a flaky CLS check on the branch finder).
// So the switch has a place of its own: removing it, as if not parsed yet, moves nothing; and it
// has a size of its own, so painted before its text it is already the box it will be.

const boxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('header > div > *')]
      .filter((element) => element.getAttribute('data-testid') !== 'language-switch')
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.tagName} ${box.x},${box.y} ${box.width}x${box.height}`;
      }),
  );

const viewports = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 360, height: 740 } },
];

for (const { locale, prefix } of locales)
  for (const { name, viewport } of viewports)
    test(`${locale} ${name}: nothing in the header moves when the language switch is not there yet`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(localized(prefix, '/'));
      const before = await boxes(page);
      await page.getByTestId('language-switch').evaluate((element) => element.remove());
      expect(await boxes(page)).toEqual(before);
    });

for (const { locale, prefix } of locales)
  test(`${locale}: the language switch keeps its size before its text is parsed`, async ({
    page,
  }) => {
    await page.goto(localized(prefix, '/'));
    const language = page.getByTestId('language-switch');
    const size = () => language.evaluate((element) => element.getBoundingClientRect().toJSON());
    const before = await size();
    await language.evaluate((element) => element.replaceChildren());
    expect(await size()).toEqual(before);
  });
