import { expect, test } from '@playwright/test';

// System faces only (no web font is fetched). What the stack says decides which face draws the
// text: on a Chinese page a Hong Kong CJK face comes first, so the text is set in one face with Hong
// Kong glyph forms (not Taiwan's) instead of each Chinese character falling back from a Latin face;
// on an English page the platform's UI face draws the Latin text and the same Hong Kong faces any
// Chinese (a name, an address).
const families = async (page: import('@playwright/test').Page) =>
  (await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily))
    .split(',')
    .map((name) => name.trim().replace(/^"|"$/g, ''));

test('a Chinese page puts the Hong Kong CJK faces first, the one Linux and ChromeOS have leading', async ({
  page,
}) => {
  await page.goto('/');
  const stack = await families(page);
  // Each platform has one of them; Chromium on Linux pays an inter-process call per missing name.
  expect(stack.slice(0, 4)).toEqual([
    'Noto Sans CJK HK',
    'PingFang HK',
    'Noto Sans HK',
    'Microsoft JhengHei',
  ]);
  expect(stack.some((name) => / TC$/.test(name))).toBe(false);
  expect(stack.at(-1)).toBe('sans-serif');
});

test('an English page puts the platform UI face first, Hong Kong CJK faces after', async ({
  page,
}) => {
  await page.goto('/en-US');
  const stack = await families(page);
  expect(stack[0]).toBe('system-ui');
  expect(stack.indexOf('PingFang HK')).toBeGreaterThan(stack.indexOf('Roboto'));
  expect(stack).toContain('Noto Sans CJK HK');
  expect(stack.some((name) => / TC$/.test(name))).toBe(false);
});
