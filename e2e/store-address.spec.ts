import { expect, test, type Page } from '@playwright/test';
import { axeInDefaultLocale, expectNoSeriousA11yViolations } from './support/axe';
import { expectNoStrayEnglish } from './support/chinese-page';

const viewports = [
  { width: 390, height: 844, label: 'phone' },
  { width: 1280, height: 800, label: 'desktop' },
] as const;

const copy = {
  'zh-HK': {
    prefix: '',
    regions: ['香港島', '九龍', '新界'],
    map: '地圖',
    list: '列表',
    open: '營業中',
    closed: '休息中',
    shaTin: '沙田分行',
    central: '中環總辦事處',
  },
  'en-US': {
    prefix: '/en-US',
    regions: ['Hong Kong Island', 'Kowloon', 'New Territories'],
    map: 'Map',
    list: 'List',
    open: 'Open now',
    closed: 'Closed now',
    shaTin: 'Sha Tin',
    central: 'Central (head office)',
  },
} as const;

/** Hong Kong wall-clock time (UTC+8) as a Date. */
const hk = (local: string) => new Date(`${local}+08:00`);

function status(page: Page, branchId: string) {
  return page.locator(`#${branchId}`).getByTestId('open-status');
}

for (const [locale, text] of Object.entries(copy) as Array<
  [keyof typeof copy, (typeof copy)[keyof typeof copy]]
>) {
  for (const viewport of viewports) {
    test.describe(`${locale} ${viewport.label}`, () => {
      test.use({ locale, viewport: { width: viewport.width, height: viewport.height } });

      test('lists the branches by region, switches to the map and back, axe clean', async ({
        page,
        baseURL,
      }) => {
        const external: string[] = [];
        const scripts: string[] = [];
        page.on('request', (request) => {
          const url = request.url();
          if (!url.startsWith(baseURL ?? '') && !url.startsWith('data:')) external.push(url);
          if (request.resourceType() === 'script') scripts.push(url);
        });
        await page.clock.setFixedTime(hk('2026-09-30T10:00:00'));
        const response = await page.goto(`${text.prefix}/store-address`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 2 })).toHaveText(
          text.regions.map((region) => new RegExp(`^${region}`)),
        );
        await expect(page.getByTestId('branch')).toHaveCount(8);
        await expect(page.getByTestId('sample-notice')).toBeVisible();
        await expect(page.locator('[data-testid="open-status"][data-open="true"]')).toHaveCount(8);
        if (locale === 'zh-HK') await expectNoStrayEnglish(page);
        await expectNoSeriousA11yViolations(page);

        const mapButton = page.getByRole('button', { name: text.map, exact: true });
        await mapButton.click();
        await expect(mapButton).toHaveAttribute('aria-pressed', 'true');
        const map = page.getByTestId('branch-map');
        await expect(map).toBeVisible();
        await expect(map.locator('.leaflet-marker-icon')).toHaveCount(8);
        // No tile server here (MAP_TILE_URL empty): the map draws Hong Kong's land itself.
        await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(1);
        await expect(map.locator('.leaflet-tile')).toHaveCount(0);
        // The list stays next to (desktop) or below (phone) the map.
        await expect(page.getByTestId('branch')).toHaveCount(8);
        await map.locator('[data-branch="sha-tin"]').click();
        await expect(map.locator('.leaflet-popup')).toContainText(text.shaTin);
        const tilesOff = (await map.getAttribute('data-tiles')) === 'off';
        if (tilesOff) await expect(page.getByTestId('map-notice')).not.toBeEmpty();
        if (locale === 'zh-HK') await expectNoStrayEnglish(page);
        await axeInDefaultLocale(page, locale);

        // The switch and the map are plain scripts: React's renderer never loads (and the page has
        // no island: src/lib/testing/islands.container.test.ts).
        expect(scripts.filter((url) => /\/_astro\/client\.[\w-]+\.js$/.test(url))).toEqual([]);

        await page.getByRole('button', { name: text.list, exact: true }).click();
        await expect(map).toBeHidden();
        await expect(page.getByTestId('branch')).toHaveCount(8);
        // With no tile source configured the page makes no request off the site at all.
        if (tilesOff) expect(external).toEqual([]);
      });
    });
  }
}

// One case walks the open-now label under a fixed clock, the JSON-LD and the map without its
// off-site requests: they were six, each with a new context and a cold load of the same page.
test.describe('open-now label under a fixed clock', () => {
  test('the label follows the clock; the JSON-LD; the map with every off-site request failing', async ({
    page,
    context,
    baseURL,
  }) => {
    // The checks of several cases, each of which had the default 30 s.
    test.slow();
    await test.step('Saturday morning: Sha Tin open until 13:00, the others closed until Monday', async () => {
      await page.clock.setFixedTime(hk('2026-10-03T10:00:00'));
      await page.goto('/store-address');
      await expect(status(page, 'sha-tin')).toHaveText(/營業中\s*13:00 關門/);
      await expect(status(page, 'central')).toHaveText(/休息中\s*星期一 09:00 開門/);
      await expect(page.locator('[data-testid="open-status"][data-open="false"]')).toHaveCount(7);
    });

    await test.step('19:00 exactly on a weekday is closed; 18:59 is open', async () => {
      await page.clock.setFixedTime(hk('2026-09-29T19:00:00'));
      await page.goto('/en-US/store-address');
      await expect(status(page, 'tai-po')).toHaveText(/Closed now\s*opens tomorrow at 09:00/);
      await page.clock.setFixedTime(hk('2026-09-29T18:59:00'));
      await page.reload();
      await expect(status(page, 'tai-po')).toHaveText(/Open now\s*closes at 19:00/);
    });

    await test.step('a public holiday on a weekday is closed, named in this week, and the day after opens', async () => {
      await page.clock.setFixedTime(hk('2026-10-01T11:00:00'));
      await page.goto('/en-US/store-address');
      await expect(status(page, 'hung-hom')).toHaveText(/Closed now\s*opens tomorrow at 09:00/);
      const card = page.locator('#hung-hom');
      await expect(card.getByTestId('holiday-this-week')).toHaveText(/National Day/);
      await card.locator('summary').click();
      await expect(card.locator('tr[aria-current="date"]')).toContainText('Closed');
      await page.clock.setFixedTime(hk('2026-09-30T19:30:00'));
      await page.reload();
      await expect(status(page, 'hung-hom')).toHaveText(/opens Friday at 09:00/);
    });

    await test.step('the status follows the clock while the page stays open', async () => {
      // A tab of its own: the clock is installed before the page's first script.
      const page = await context.newPage();
      await page.clock.install({ time: hk('2026-09-30T18:58:00') });
      await page.goto('/en-US/store-address');
      await expect(status(page, 'yuen-long')).toHaveText(/Open now/);
      await page.clock.runFor('03:00');
      await expect(status(page, 'yuen-long')).toHaveText(/Closed now/);
    });

    await test.step('JSON-LD describes each branch with opening hours', async () => {
      await page.goto('/en-US/store-address');
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      // The page also carries its BreadcrumbList; the branches are the @graph.
      const json = scripts.find((text) => text.includes('"@graph"'));
      const data = JSON.parse(json ?? '{}') as {
        '@graph': Array<{
          '@type': string;
          name: string;
          openingHoursSpecification: Array<{ opens: string; closes: string }>;
        }>;
      };
      // The holidays are the graph's other nodes (closed days the branches refer to by @id).
      const businesses = data['@graph'].filter((item) => item['@type'] === 'LocalBusiness');
      expect(businesses).toHaveLength(8);
      expect(businesses.every((item) => item.openingHoursSpecification.length > 0)).toBe(true);
      const shaTin = businesses.find((item) => item.name.endsWith('Sha Tin'));
      expect(shaTin?.openingHoursSpecification.map((spec) => spec.closes)).toEqual([
        '19:00',
        '13:00',
      ]);
    });

    await test.step('the map keeps its markers and the list when every off-site request fails', async () => {
      // A tab of its own: every off-site request fails there only.
      const page = await context.newPage();
      await page.route(
        (url) => !url.href.startsWith(baseURL ?? ''),
        (route) => route.abort(),
      );
      await page.goto('/en-US/store-address');
      await page.getByRole('button', { name: 'Map', exact: true }).click();
      const map = page.getByTestId('branch-map');
      await expect(map.locator('.leaflet-marker-icon')).toHaveCount(8);
      await expect(page.getByTestId('branch')).toHaveCount(8);
      // Markers work from the keyboard: Enter opens the details.
      await map.locator('[data-branch="tsim-sha-tsui"]').focus();
      await page.keyboard.press('Enter');
      await expect(map.locator('.leaflet-popup')).toContainText('Tsim Sha Tsui');
      await expect(
        map.locator('.leaflet-popup').getByRole('link', { name: 'Directions' }),
      ).toHaveAttribute('href', /google\.com\/maps\/dir/);
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML lists every branch with its weekly hours and no switch', async ({
    page,
  }) => {
    await page.goto('/store-address');
    await expect(page.getByTestId('branch')).toHaveCount(8);
    await expect(page.locator('#sha-tin')).toContainText('星期六：09:00 至 13:00');
    await expect(page.locator('#tsuen-wan')).toContainText('星期六：休息');
    await expect(page.locator('#tsuen-wan')).toContainText('星期一至五：09:00 至 19:00');
    await expect(page.getByTestId('view-switch')).toBeHidden();
    await expect(page.getByRole('link', { name: /路線/ })).toHaveCount(8);
  });
});

test('GET /api/v2/konew-center filters and is cacheable', async ({ request }) => {
  const response = await request.get('/api/v2/konew-center?region=kowloon');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/public/);
  const body = (await response.json()) as { data: Array<{ id: string }> };
  expect(body.data.map((branch) => branch.id)).toEqual(['tsim-sha-tsui', 'hung-hom']);
  expect((await request.get('/api/v2/konew-center?region=macau')).status()).toBe(422);
});
