import type { Page } from '@playwright/test';
import { copy, fieldLabelled, uniqueMobile } from './support/form-copy';
import { expect, test } from './support/forms-server';
import { hydrated } from './support/hydrated';

// Next's scripts load after the first paint, so on a slow phone a visitor can type, tick and even
// press the button before the page is interactive. These tests hold the scripts back while they
// fill a form, then let them load: nothing typed may be lost and a held submit is sent once.

/** Holds every script chunk until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.use({ locale: 'zh-HK' });

test('an enquiry typed and sent before hydration is stored once, as typed', async ({
  page,
  leads,
}) => {
  const t = (key: string) => copy('zh-HK', `SmeLoanPage.${key}`);
  const release = await holdScripts(page);
  await page.goto('/sme-loan#enquiry', { waitUntil: 'commit' });
  const mobile = uniqueMobile();
  await fieldLabelled(page, t('enquiry.fields.name')).fill('黃小明');
  await fieldLabelled(page, t('enquiry.fields.mobile')).fill(mobile);
  await fieldLabelled(page, t('enquiry.fields.company_name')).fill('明記五金');
  await fieldLabelled(page, t('enquiry.fields.loan_amount')).fill('120000');
  await page.getByLabel(t('enquiry.contactTimes.evening'), { exact: true }).check();
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: t('enquiry.submit') }).click();
  // Held, not posted: the page is still the one with the typed values, and not yet interactive.
  await expect(fieldLabelled(page, t('enquiry.fields.name'))).toHaveValue('黃小明');
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);

  release();
  await expect(page.getByTestId('success')).toBeVisible({ timeout: 20_000 });
  const reference = await page.getByTestId('reference').textContent();
  const stored = await leads.records((lead) => lead.record.data.mobile === mobile);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.record.reference).toBe(reference);
  expect(stored[0]!.record.data).toMatchObject({
    name: '黃小明',
    mobile,
    company_name: '明記五金',
    loan_amount: 120_000,
    preferred_contact_time: 'evening',
    agree_tnc: true,
    agree_direct_marketing: false,
  });
});

test('a multi-step application keeps the fields typed and the step sent before hydration', async ({
  page,
}) => {
  const t = (key: string) => copy('zh-HK', `SmeApplication.${key}`);
  const release = await holdScripts(page);
  await page.goto('/sme-loan/apply', { waitUntil: 'commit' });
  await fieldLabelled(page, t('fields.title')).selectOption('ms');
  await fieldLabelled(page, t('fields.name')).fill('何美玲');
  await fieldLabelled(page, t('fields.first_name')).fill('Mei Ling');
  await fieldLabelled(page, t('fields.last_name')).fill('Ho');
  await fieldLabelled(page, t('fields.mobile')).fill('61234567');
  await fieldLabelled(page, t('fields.email')).fill('meiling@example.com');
  await fieldLabelled(page, t('fields.job_title')).fill('董事');

  await page
    .getByRole('button', { name: copy('zh-HK', 'Forms.buttons.next'), exact: true })
    .click();

  release();
  await hydrated(page);
  // The held "next" is sent once the page is interactive: the step passes its checks with the
  // values typed before, and the next step opens.
  await expect(page.getByTestId('step-heading')).toHaveText(t('steps.company'));
  await page
    .getByRole('button', { name: copy('zh-HK', 'Forms.buttons.back'), exact: true })
    .click();
  await expect(fieldLabelled(page, t('fields.email'))).toHaveValue('meiling@example.com');
  await expect(fieldLabelled(page, t('fields.job_title'))).toHaveValue('董事');
  await expect(fieldLabelled(page, t('fields.title'))).toHaveValue('ms');
});

test('what was typed before hydration is kept as a draft: leaving asks first, a reload puts it back', async ({
  page,
}) => {
  const t = (key: string) => copy('zh-HK', `SmeApplication.${key}`);
  const release = await holdScripts(page);
  await page.goto('/sme-loan/apply', { waitUntil: 'commit' });
  await fieldLabelled(page, t('fields.name')).fill('何美玲');
  release();
  await hydrated(page);

  // Nothing typed since the page became interactive, yet it is input the visitor would lose.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    // Stay on the link's question; leave on the reload's (the browser's own question).
    void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
  });
  await page
    .getByRole('banner')
    .getByRole('link', { name: copy('zh-HK', 'Nav.faq'), exact: true })
    .click();
  await expect.poll(() => asked).toEqual(['confirm']);

  await page.reload();
  await hydrated(page);
  await expect(fieldLabelled(page, t('fields.name'))).toHaveValue('何美玲');
});
