import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { countSubmissions } from '@/db/testing/inspect';
import { issueFormToken } from '@/server/api/form-token-key';
import { sendAccountDeletion } from './account-deletion-post';
import { callerAt, crossSite, posted } from './testing/plain-form';

const caller = callerAt('/en-US/account_delete', 'accountDeletion');

describeEachDatabase('the account deletion posted without JavaScript', (database) => {
  it('details step, empty: the mobile error only (never the unasked confirmation), nothing stored', async () => {
    const answer = await sendAccountDeletion(posted({ step: 'details', mobile: '' }), caller);
    expect(answer.fields).toEqual({ mobile: expect.any(String) });
    expect(answer.step).toBeUndefined();
    expect(await countSubmissions(database().db, 'account_deletion')).toBe(0);
  });

  it('details step, valid: the confirmation step with the values, nothing stored yet', async () => {
    const answer = await sendAccountDeletion(
      posted({ step: 'details', mobile: '91234567', name: 'Chan Tai Man', reason: 'other' }),
      caller,
    );
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
    expect(await countSubmissions(database().db, 'account_deletion')).toBe(0);
  });

  it('back from the confirmation: the details as typed, no error, nothing sent', async () => {
    const answer = await sendAccountDeletion(
      posted({ step: 'confirm', back: '1', mobile: '91234567', confirm: 'on' }),
      caller,
    );
    expect(answer).toEqual({
      values: { mobile: '91234567', name: '', email: '', reason: '', confirm: false },
    });
  });

  it('confirmation unticked: the confirmation error; ticked: the reference and due date, once per key', async () => {
    const unticked = await sendAccountDeletion(
      posted({ step: 'confirm', mobile: '91234567' }),
      caller,
    );
    expect(unticked.fields).toEqual({ confirm: expect.any(String) });
    const form = posted({ step: 'confirm', mobile: '91234567', confirm: 'on' });
    const first = await sendAccountDeletion(form, caller);
    expect(first.reference).toMatch(/\S/);
    expect(first.details?.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = await sendAccountDeletion(form, caller);
    expect(again.reference).toBe(first.reference);
    expect(await countSubmissions(database().db, 'account_deletion')).toBe(1);
  });

  it('posted from another site: refused as the island would be, nothing stored', async () => {
    const before = await countSubmissions(database().db, 'account_deletion');
    const forged = callerAt('/en-US/account_delete', 'accountDeletion', crossSite);
    const form = posted({ step: 'confirm', mobile: '91234567', confirm: 'on' });
    expect(await sendAccountDeletion(form, forged)).toMatchObject({
      failure: { kind: 'forbidden', code: 'forbidden_origin' },
    });
    expect(await countSubmissions(database().db, 'account_deletion')).toBe(before);
  });

  it('the confirmation is timed from the details form: it keeps that token, and is taken at once', async () => {
    // The details form was shown 10 s ago.
    vi.useFakeTimers({ now: Date.now() - 10_000, toFake: ['Date'] });
    const token = issueFormToken('account_delete');
    vi.useRealTimers();
    const details = await sendAccountDeletion(
      posted({ step: 'details', mobile: '91234567', form_token: token }),
      caller,
    );
    expect(details).toMatchObject({ step: 'confirm', botCheck: { formToken: token } });
    const confirmed = await sendAccountDeletion(
      posted({ step: 'confirm', mobile: '91234567', confirm: 'on', form_token: token }),
      caller,
    );
    expect(confirmed.reference).toMatch(/\S/);
  });
});
