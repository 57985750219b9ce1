import { expect, test } from '@playwright/test';

// Where parts of a page sit (issue 52 item 3): on a desktop the home banner's caption starts where
// the header's content does, on the site's grid, not at the picture's edge; on a phone each winner's
// masked card number stays on one line.

test('the home caption sits on the content grid at 1440 px; winners’ card numbers keep to one line at 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const caption = (await page.getByTestId('slide-caption').first().boundingBox())!;
  const brand = (await page.locator('header a[href="/"]').first().boundingBox())!;
  expect(Math.abs(caption.x - brand.x)).toBeLessThanOrEqual(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/campaign');
  const lines = await page.getByTestId('winner-id').evaluateAll((cells) =>
    cells.map((cell) => {
      const text = document.createRange();
      text.selectNodeContents(cell);
      return Math.round(
        text.getBoundingClientRect().height / parseFloat(getComputedStyle(cell).lineHeight),
      );
    }),
  );
  expect(lines.length).toBeGreaterThan(3);
  expect(lines.every((count) => count === 1)).toBe(true);
});
