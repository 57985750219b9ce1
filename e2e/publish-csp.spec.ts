import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { collectCspViolations } from './support/csp-violations';
import { hydrated } from './support/hydrated';
import { freePort, type Instance, startInstance } from './support/server-instance';
import { publishing } from './support/publishing';

// A content publish on the Node server alone (no front): the route cache renders the page again and
// then replays it; the CSP sent with it must allow the new render's inline scripts, or the page
// never becomes interactive. The server gets its own copy of the content store.
test.describe.configure({ mode: 'serial' });

const contentDir = mkdtempSync(path.join(tmpdir(), 'publish-csp-content-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'publish-csp-data-'));
const webhookSecret = 'publish-csp-webhook-secret-0123';
let instance: Instance | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cpSync(path.resolve(import.meta.dirname, '..', 'content'), contentDir, { recursive: true });
  instance = await startInstance(await freePort(), {
    DATA_DIR: dataDir,
    CONTENT_DIR: contentDir,
    CONTENT_WEBHOOK_SECRET: webhookSecret,
  });
});

test.afterAll(async () => {
  await instance?.stop();
});

const terms = [
  {
    locale: 'zh-HK',
    path: '/tnc/travel-booking-cashback-tnc',
    title: '預訂機票酒店簽賬回贈條款及細則',
    revised: '預訂機票酒店簽賬回贈條款及細則（2027 年版）',
    switched: '/en-US/tnc/travel-booking-cashback-tnc?from=publish',
  },
  {
    locale: 'en-US',
    path: '/en-US/tnc/travel-booking-cashback-tnc',
    title: 'Flight and hotel rebate: terms and conditions',
    revised: 'Flight and hotel rebate: terms and conditions (2027 edition)',
    switched: '/tnc/travel-booking-cashback-tnc?from=publish',
  },
];

test('a published page, served again from the cache, runs its scripts under its CSP', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const base = instance!.url;
  const publication = publishing(contentDir, webhookSecret);
  const titleOf = async (p: string) =>
    /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${base}${p}`)).text())?.[1];
  try {
    for (const { path: p, title } of terms) expect(await titleOf(p)).toBe(title);
    publication.edit(terms.map(({ title, revised }) => [title, revised]));
    expect((await publication.publish(base)).status).toBe(200);
    for (const { locale, path: p, revised, switched } of terms) {
      // The first visit after the publish renders the page again; the ones after it are replayed
      // from the route cache, with the CSP that render was sent with.
      await expect.poll(() => titleOf(p), { timeout: 60_000, intervals: [500] }).toBe(revised);
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const violations = await collectCspViolations(page);
      for (let visit = 0; visit < 2; visit++) {
        await page.goto(`${base}${p}?from=publish`);
        await expect(page.locator('h1')).toHaveText(revised);
        await hydrated(page);
      }
      expect(violations, `${locale}: no CSP violation`).toEqual([]);
      // Interactive: the language switch keeps the query and goes to the same page in the other locale.
      const language = page.getByTestId('language-switch');
      await expect(language).toHaveAttribute('href', switched);
      await language.click();
      await expect(page).toHaveURL(`${base}${switched}`);
      await context.close();
    }
  } finally {
    // Put the pages back as built (the build folder, and its cache, are shared with other suites).
    publication.restore();
    await publication.publish(base);
    for (const { path: p } of terms) await titleOf(p);
  }
});
