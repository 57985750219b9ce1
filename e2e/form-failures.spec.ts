import type { Route } from '@playwright/test';
import { copy, fieldLabelled, formLocales, lead, uniqueMobile } from './support/form-copy';
import { expect, test } from './support/forms-server';

// Issue 33 item 7: a form says plainly what went wrong, in the page's language, for each class of
// answer. The SME enquiry's island gets each answer in turn (the page's own request, answered by
// the test); what decides the message is src/components/forms/failure.ts.

const ENQUIRY = '/api/v2/kcash_sme_loan_enquiry';

type Answer = (route: Route) => Promise<void>;
const json =
  (status: number, code: string, headers: Record<string, string> = {}): Answer =>
  (route) =>
    route.fulfill({
      status,
      headers,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code } }),
    });

/** Each class of answer and the message it must show (Forms.failure.*). */
const answers: Array<{ name: string; answer: Answer; message: string; minutes?: number }> = [
  { name: '403', answer: json(403, 'forbidden_origin'), message: 'forbidden' },
  { name: '409', answer: json(409, 'idempotency_key_reused'), message: 'conflict' },
  { name: '413', answer: json(413, 'payload_too_large'), message: 'tooLarge' },
  { name: '415', answer: json(415, 'unsupported_media_type'), message: 'unsupported' },
  { name: '422 too fast', answer: json(422, 'submitted_too_fast'), message: 'tooFast' },
  { name: '422 expired token', answer: json(422, 'form_token_expired'), message: 'expired' },
  { name: '422 other', answer: json(422, 'too_deep'), message: 'unprocessable' },
  {
    name: '429 with Retry-After',
    answer: json(429, 'rate_limited', { 'retry-after': '300' }),
    message: 'rateLimited',
    minutes: 5,
  },
];

/** Retried first (about 8 s of backoff each): one locale each, both messages in each locale's run. */
const slow = {
  'zh-HK': { name: '500', answer: json(500, 'internal_error'), message: 'busy' },
  'en-US': {
    name: 'offline',
    answer: (route: Route) => route.abort('internetdisconnected'),
    message: 'offline',
  },
} as const;

for (const { locale, prefix } of formLocales) {
  test(`the SME enquiry says what went wrong for each answer (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = (key: string) => copy(locale, `SmeLoanPage.${key}`);
    let answer: Answer = json(500, 'unset');
    await page.route(`**${ENQUIRY}`, (route) => answer(route));
    await page.goto(`${prefix}/sme-loan#enquiry`);
    await fieldLabelled(page, t('enquiry.fields.name')).fill(
      locale === 'zh-HK' ? '陳大文' : 'Chan',
    );
    await fieldLabelled(page, t('enquiry.fields.mobile')).fill(uniqueMobile());
    await page.getByRole('checkbox').first().check();
    const failure = page.getByTestId('submission-failure');
    for (const each of [...answers, slow[locale]]) {
      await test.step(each.name, async () => {
        answer = each.answer;
        await page.getByRole('button', { name: t('enquiry.submit') }).click();
        const text = copy(locale, `Forms.failure.${each.message}`);
        await expect(failure).toContainText(lead(text), { timeout: 20_000 });
        if ('minutes' in each && each.minutes)
          await expect(failure).toContainText(
            locale === 'zh-HK' ? `${each.minutes} 分鐘` : `${each.minutes} minutes`,
          );
        // Nothing typed is lost.
        await expect(fieldLabelled(page, t('enquiry.fields.name'))).not.toHaveValue('');
      });
    }
  });
}
