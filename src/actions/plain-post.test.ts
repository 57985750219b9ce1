import { expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { countSubmissions } from '@/db/testing/inspect';
import { smeEnquiry } from '@/features/sme-loan/sme-enquiry-inputs';
import { issueFormToken } from '@/server/api/form-token-key';
import { plainPost, sendPlainPost } from './plain-post';
import { callerAt, posted } from './testing/plain-form';

const post = plainPost('smeEnquiry', smeEnquiry);
const caller = callerAt('/sme-loan', 'smeEnquiry');
/** The form posted to the Action, from its own page unless `from`. */
const send = (form: FormData, from = caller) => sendPlainPost(post, form, from);

describeEachDatabase('a plain form post (no JavaScript) through the JSON route', (database) => {
  it('refused: every value as typed comes back with the field codes, nothing stored', async () => {
    const answer = await send(
      posted({ name: 'Chan Tai Man', mobile: '1234', loan_amount: '12abc', company_name: 'Co' }),
    );
    expect(answer.fields).toMatchObject({ mobile: expect.any(String), agree_tnc: 'must_accept' });
    expect(answer.values).toMatchObject({
      name: 'Chan Tai Man',
      mobile: '1234',
      loan_amount: '12abc',
      company_name: 'Co',
      agree_tnc: false,
    });
    expect(await countSubmissions(database().db, 'sme_enquiry')).toBe(0);
  });

  it('valid: the reference; the same key posted again (a reload) stores nothing more', async () => {
    const form = posted({ name: 'Chan Tai Man', mobile: '91234567', agree_tnc: 'on' });
    const first = await send(form);
    expect(first.reference).toMatch(/\S/);
    const again = await send(form);
    expect(again.reference).toBe(first.reference);
    expect(await countSubmissions(database().db, 'sme_enquiry')).toBe(1);
  });

  it('the honeypot filled or a fill time missing: a failure for the form, never a field or a 500', async () => {
    const trapped = posted({ name: 'A B', mobile: '91234567', agree_tnc: 'on', hp_field_k: 'x' });
    expect(await send(trapped)).toMatchObject({
      failure: { kind: 'too_fast' },
    });
    const untimed = posted({ name: 'A B', mobile: '91234567', agree_tnc: 'on' });
    untimed.set('shown_at', 'soon');
    expect(await send(untimed)).toMatchObject({
      failure: { kind: 'too_fast' },
    });
  });

  it('posted from another site (Astro checks no origin for Actions): refused, nothing stored', async () => {
    const before = await countSubmissions(database().db, 'sme_enquiry');
    const form = posted({ name: 'Chan Tai Man', mobile: '91234567', agree_tnc: 'on' });
    const forged = {
      url: caller.url,
      request: new Request(caller.url, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      }),
    };
    expect(await send(form, forged)).toMatchObject({
      failure: { kind: 'forbidden', code: 'forbidden_origin' },
    });
    expect(await countSubmissions(database().db, 'sme_enquiry')).toBe(before);
  });

  it("sends the page's form token on: one just issued is too fast, one of another form is refused", async () => {
    const fields = { name: 'Chan Tai Man', mobile: '91234567', agree_tnc: 'on' };
    const before = await countSubmissions(database().db, 'sme_enquiry');
    const fresh = posted({ ...fields, form_token: issueFormToken('kcash_sme_loan_enquiry') });
    expect(await send(fresh)).toMatchObject({
      failure: { kind: 'too_fast' },
    });
    const foreign = posted({ ...fields, form_token: issueFormToken('account_delete') });
    expect(await send(foreign)).toMatchObject({
      failure: { kind: 'expired' },
    });
    expect(await countSubmissions(database().db, 'sme_enquiry')).toBe(before);
  });
});
