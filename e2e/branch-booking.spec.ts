import { randomUUID } from 'node:crypto';
import type { Browser, Download, Page } from '@playwright/test';
import { expectNoSeriousViolationsNow } from './support/axe';
import { expectErrorSummary, errorSummary } from './support/error-summary';
import { copy, fieldLabelled, formLocales, humanPause, uniqueMobile } from './support/form-copy';
import { suiteMinFillMs } from './support/min-fill';
import { formTokenIn } from './support/form-token';
import { expect, test } from './support/forms-server';

// Book a branch visit (issue 51 item 3): a branch, a free slot, name and mobile, the collection
// statement and an unticked marketing box; a reference and an .ics file. Both locales, a phone and a
// desktop, with JavaScript (the island) and without it (the GET branch choice and the plain post).

const screens = { 'zh-HK': { width: 390, height: 844 }, 'en-US': { width: 1440, height: 900 } };
type Locale = keyof typeof screens;

const slotSelect = (page: Page) => page.locator('select[name=slot]');
const optionValues = (page: Page) =>
  slotSelect(page)
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));

async function fillVisitor(page: Page, t: (key: string) => string, mobile: string) {
  await fieldLabelled(page, t('BranchBooking.form.fields.name')).fill('Chan Tai Man');
  await fieldLabelled(page, t('BranchBooking.form.fields.mobile')).fill(mobile);
  await page.locator('input[name=agree_tnc]').check();
}

/** The calendar file as the browser saves it: made by the server, never holding name or mobile. */
async function expectCalendar(download: Download, reference: string, mobile: string) {
  expect(download.suggestedFilename()).toBe(`${reference}.ics`);
  const stream = await download.createReadStream();
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  expect(text).toMatch(/^BEGIN:VCALENDAR/);
  expect(text).toContain(`UID:${reference}@konew`);
  expect(text).not.toContain(mobile);
  expect(text).not.toContain('Chan Tai Man');
}

/**
 * A page without JavaScript at the locale's screen size (the fixture's page hydrates islands). Axe
 * needs script in the page: the JavaScript test runs it on the first screen, the error summary and
 * the success view, which the server renders with the same markup.
 */
async function plainPage(browser: Browser, baseURL: string, locale: Locale) {
  const context = await browser.newContext({
    baseURL,
    locale,
    javaScriptEnabled: false,
    viewport: screens[locale],
    acceptDownloads: true,
  });
  return context.newPage();
}

for (const { locale, prefix } of formLocales) {
  const t = (key: string) => copy(locale, key);

  test(`${locale}: with JavaScript, book from the branch finder, fix the error summary, download the .ics`, async ({
    page,
    leads,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(screens[locale]);
    for (const loanPage of ['/sme-loan', '/property-owner-loan']) {
      await page.goto(`${prefix}${loanPage}`);
      await expect(page.getByTestId('book-visit-link').first()).toHaveAttribute(
        'href',
        `${prefix}/store-address/book`,
      );
    }
    await page.goto(`${prefix}/store-address`);
    await page.locator('#sha-tin').getByTestId('book-visit-link').click();
    await expect(page).toHaveURL(`${prefix}/store-address/book?branch=sha-tin`);
    await page.goto(page.url()); // the fixture's goto: the island has hydrated
    await expect(page.locator('select[name=branch]')).toHaveValue('sha-tin');
    await expectNoSeriousViolationsNow(page);

    await page.getByRole('button', { name: t('BranchBooking.form.submit') }).click();
    await expectErrorSummary(page, locale, slotSelect(page));
    await expectNoSeriousViolationsNow(page);
    await expect(page.locator('input[name=agree_direct_marketing]')).not.toBeChecked();

    const mobile = uniqueMobile();
    const [slot] = await optionValues(page);
    await slotSelect(page).selectOption(slot!);
    await fillVisitor(page, t, mobile);
    await page.getByRole('button', { name: t('BranchBooking.form.submit') }).click();
    await expect(page.getByTestId('success')).toBeVisible({ timeout: 15_000 });
    const reference = (await page.getByTestId('reference').textContent())!.trim();
    await expectNoSeriousViolationsNow(page);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: t('BranchBooking.form.success.calendar') }).click();
    await expectCalendar(await download, reference, mobile);

    // Delivered like every lead, with the consents as given.
    const [lead] = await leads.records((l) => l.record.reference === reference);
    expect(lead?.record).toMatchObject({ kind: 'branch_booking', data: { slot, mobile } });
    expect(lead?.record.consents.find((c) => c.purpose === 'direct_marketing')?.granted).toBe(
      false,
    );
  });

  test(`${locale}: without JavaScript, choose a branch by GET, post with errors, then book`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const page = await plainPage(browser, baseURL!, locale);
    await page.goto(`${prefix}/store-address/book`);
    await page.locator('select[name=branch]').selectOption('tai-po');
    await page.getByRole('button', { name: t('BranchBooking.branch.show') }).click();
    await expect(page).toHaveURL(`${prefix}/store-address/book?branch=tai-po`);
    const [slot] = await optionValues(page);
    expect(slot).toBeTruthy();

    await fieldLabelled(page, t('BranchBooking.form.fields.name')).fill('Chan Tai Man');
    await fieldLabelled(page, t('BranchBooking.form.fields.mobile')).fill('12345678');
    await humanPause(page);
    await page.getByRole('button', { name: t('BranchBooking.form.submit') }).click();
    await expect(errorSummary(page)).toBeVisible();
    await expect(page.getByText(t('Forms.errors.invalid_hk_mobile')).first()).toBeVisible();
    await expect(fieldLabelled(page, t('BranchBooking.form.fields.name'))).toHaveValue(
      'Chan Tai Man',
    );
    // The post kept its branch: the slots are still Tai Po's.
    await expect(page.locator('input[name=branch]')).toHaveValue('tai-po');

    const mobile = uniqueMobile();
    await slotSelect(page).selectOption(slot!);
    await fillVisitor(page, t, mobile);
    await humanPause(page);
    await page.getByRole('button', { name: t('BranchBooking.form.submit') }).click();
    await expect(page.getByTestId('success')).toBeVisible();
    const reference = (await page.getByTestId('reference').textContent())!.trim();
    expect(page.url()).not.toContain(mobile);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: t('BranchBooking.form.success.calendar') }).click();
    await expectCalendar(await download, reference, mobile);
    await page.context().close();
  });
}

test('a full slot says so and names the next free ones, with and without JavaScript', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const t = (key: string) => copy('en-US', key);
  const path = '/en-US/store-address/book?branch=tsuen-wan';
  await page.goto(path);
  const plain = await plainPage(browser, baseURL!, 'en-US');
  await plain.goto(path);
  const [slot, ...later] = await optionValues(page);

  // Three other visitors take every place of the slot while both pages still offer it.
  const html = await (await fetch(`${baseURL}${path}`)).text();
  await new Promise((resolve) => setTimeout(resolve, suiteMinFillMs + 200));
  for (let seat = 0; seat < 3; seat += 1) {
    const answer = await fetch(`${baseURL}/api/v2/konew_branch_booking`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: baseURL!,
        'sec-fetch-site': 'same-origin',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({
        branch: 'tsuen-wan',
        slot,
        name: 'Other Visitor',
        mobile: uniqueMobile(),
        agree_tnc: true,
        locale: 'en-US',
        form_token: formTokenIn(html),
        fill_ms: 15_000,
      }),
    });
    expect({ status: answer.status, body: await answer.text() }).toMatchObject({ status: 201 });
  }

  for (const tab of [page, plain]) {
    await slotSelect(tab).selectOption(slot!);
    await fillVisitor(tab, t, uniqueMobile());
    await humanPause(tab);
    await tab.getByRole('button', { name: t('BranchBooking.form.submit') }).click();
    await expect(tab.getByText(t('Forms.errors.slot_full')).first()).toBeVisible();
    await expect(tab.getByTestId('next-free-slots')).toBeVisible();
    await expect(tab.getByTestId('next-free-slots').locator('li')).toHaveCount(3);
    await expect(tab.getByTestId('success')).toHaveCount(0);
  }
  // The server's page no longer offers the full slot; the next one is first.
  await expect(errorSummary(plain)).toBeVisible();
  expect((await optionValues(plain))[0]).toBe(later[0]);
  await plain.context().close();
});

test('zh-HK phone, before any script has run: the booking page and its error summary pass axe', async ({
  browser,
  baseURL,
}) => {
  // Axe needs script in the page, so the site's own modules are held back instead: the page and
  // the error state stay as the server rendered them, what a visitor without JavaScript meets.
  const t = (key: string) => copy('zh-HK', key);
  // A context of its own: the fixture's page waits for islands to hydrate, and none will.
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-HK',
    viewport: screens['zh-HK'],
  });
  const page = await context.newPage();
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  await page.goto('/store-address/book?branch=tai-po');
  await expectNoSeriousViolationsNow(page);
  await fieldLabelled(page, t('BranchBooking.form.fields.name')).fill('Chan Tai Man');
  await fieldLabelled(page, t('BranchBooking.form.fields.mobile')).fill('12345678');
  await humanPause(page);
  await page.getByRole('button', { name: t('BranchBooking.form.submit') }).click();
  await expect(errorSummary(page)).toBeVisible();
  await expectNoSeriousViolationsNow(page);
  await context.close();
});
