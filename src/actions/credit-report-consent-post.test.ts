import { expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { submissionByReference } from '@/db/testing/inspect';
import { creditReportTerms } from '@/features/credit-report/credit-report-terms';
import { issueFormToken } from '@/server/api/form-token-key';
import { creditReportConsentPost as post } from './plain-posts';
import { sendPlainPost } from './plain-post';

const url = new URL(
  'http://localhost/features/free-smart-credit-report?_action=creditReportConsent',
);
const caller = { request: new Request(url, { method: 'POST' }), url };

/** The agreement as the page posts it: its hidden fields (the form token too), and what was ticked. */
function posted(fields: Record<string, string>, key = crypto.randomUUID()) {
  const form = new FormData();
  form.set('idempotency_key', key);
  form.set('form_token', issueFormToken('konew_tutnc_agree'));
  form.set('shown_at', String(Date.now()));
  form.set('locale', 'zh-HK');
  form.set('version', creditReportTerms.version);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describeEachDatabase('the credit report agreement posted without JavaScript', (database) => {
  it('unticked: the box’s error, the version kept', async () => {
    expect(await sendPlainPost(post, posted({}), caller)).toEqual({
      values: { version: creditReportTerms.version, agree: false },
      fields: { agree: 'must_accept' },
    });
  });

  it('ticked at once (no fill time to wait for): the consent’s reference, recorded once per key', async () => {
    const form = posted({ agree: 'on' });
    const first = await sendPlainPost(post, form, caller);
    expect(first.reference).toMatch(/^CRC-/);
    expect(await sendPlainPost(post, form, caller)).toEqual(first);
    const record = await submissionByReference(database().db, first.reference!);
    expect(record?.consents).toEqual([
      expect.objectContaining({
        purpose: 'credit_report_terms',
        documentVersion: creditReportTerms.version,
        locale: 'zh-HK',
      }),
    ]);
  });

  it('the terms changed since the page was shown: the outdated code, nothing recorded', async () => {
    expect(
      await sendPlainPost(
        post,
        posted({ agree: 'on', version: 'credit-report-terms-2020-01' }),
        caller,
      ),
    ).toMatchObject({ failure: { kind: 'conflict', code: 'terms_version_outdated' } });
  });
});
