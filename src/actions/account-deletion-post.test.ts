import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { countSubmissions } from '@/db/testing/inspect';
import { issueFormToken } from '@/server/api/form-token-key';
import { sendAccountDeletion } from './account-deletion-post';
import { callerAt, crossSite, posted } from './testing/plain-form';

const caller = callerAt('/en-US/account_delete', 'accountDeletion');
/** The form's fields posted with a fresh Idempotency-Key, from the page itself unless `from`. */
const send = (fields: Record<string, string>, from = caller) =>
  sendAccountDeletion(posted(fields), from);

describeEachDatabase('the account deletion posted without JavaScript', (database) => {
  const stored = () => countSubmissions(database().db, 'account_deletion');

  it('details step, empty: the mobile error only (never the unasked confirmation), nothing stored', async () => {
    const answer = await send({ step: 'details', mobile: '' });
    expect(answer.fields).toEqual({ mobile: expect.any(String) });
    expect(answer.step).toBeUndefined();
    expect(await stored()).toBe(0);
  });

  it('details step, valid: the confirmation step with the values, nothing stored yet', async () => {
    const answer = await send({
      step: 'details',
      mobile: '91234567',
      name: 'Chan Tai Man',
      reason: 'other',
    });
    expect(answer).toEqual({
      step: 'confirm',
      values: {
        mobile: '91234567',
        name: 'Chan Tai Man',
        email: '',
        reason: 'other',
        confirm: false,
      },
    });
    expect(await stored()).toBe(0);
  });

  it('back from the confirmation: the details as typed, no error, nothing sent', async () => {
    const answer = await send({ step: 'confirm', back: '1', mobile: '91234567', confirm: 'on' });
    expect(answer).toEqual({
      values: { mobile: '91234567', name: '', email: '', reason: '', confirm: false },
    });
  });

  it('confirmation unticked: the confirmation error; ticked: the reference and due date, once per key', async () => {
    const unticked = await send({ step: 'confirm', mobile: '91234567' });
    expect(unticked.fields).toEqual({ confirm: expect.any(String) });
    const form = posted({ step: 'confirm', mobile: '91234567', confirm: 'on' });
    const first = await sendAccountDeletion(form, caller);
    expect(first.reference).toMatch(/\S/);
    expect(first.details?.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = await sendAccountDeletion(form, caller);
    expect(again.reference).toBe(first.reference);
    expect(await stored()).toBe(1);
  });

  it('posted from another site: refused as the island would be, nothing stored', async () => {
    const before = await stored();
    const forged = callerAt('/en-US/account_delete', 'accountDeletion', crossSite);
    const form = { step: 'confirm', mobile: '91234567', confirm: 'on' };
    expect(await send(form, forged)).toMatchObject({
      failure: { kind: 'forbidden', code: 'forbidden_origin' },
    });
    expect(await stored()).toBe(before);
  });

  it('the confirmation is timed from the details form: it keeps that token, and is taken at once', async () => {
    // The details form was shown 10 s ago.
    vi.useFakeTimers({ now: Date.now() - 10_000, toFake: ['Date'] });
    const token = issueFormToken('account_delete');
    vi.useRealTimers();
    const details = await send({ step: 'details', mobile: '91234567', form_token: token });
    expect(details).toMatchObject({ step: 'confirm', botCheck: { formToken: token } });
    const confirmed = await send({
      step: 'confirm',
      mobile: '91234567',
      confirm: 'on',
      form_token: token,
    });
    expect(confirmed.reference).toMatch(/\S/);
  });
});
