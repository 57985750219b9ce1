import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { submissionByReference } from '@/db/testing/inspect';
import { dueDate } from '@/features/account-deletion/due-date';
import { apiRequest, humanTiming } from '@/server/api/testing/api-request';
import { jsonRoute } from './route-lookup';

const accountDeletionRoute = jsonRoute('account_delete');

const path = '/api/web/account_delete';

describeEachDatabase('POST /api/web/account_delete', (database) => {
  it('answers 201 with a reference and a due date 40 days ahead, and queues the request', async () => {
    const response = await accountDeletionRoute(
      apiRequest(path, {
        mobile: '5123 4567',
        reason: 'privacy',
        confirm: true,
        locale: 'en-US',
        ...humanTiming,
      }),
    );
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer).toMatchObject({
      reference: expect.stringMatching(/^DEL-/),
      status: 'received',
      due_date: dueDate(new Date(answer.received_at)),
    });
    const days =
      (Date.parse(answer.due_date) - Date.parse(answer.received_at.slice(0, 10))) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(40);
    expect(days).toBeLessThanOrEqual(41);
    const stored = await submissionByReference(database().db, answer.reference);
    expect(stored?.payload).toMatchObject({ mobile: '51234567', due_date: answer.due_date });
    expect(stored?.outbox.map((row) => row.event)).toEqual(['account_deletion.requested']);
  });
});

describe('account deletion validation', () => {
  it('needs the confirmation box and a Hong Kong mobile number', async () => {
    const response = await accountDeletionRoute(
      apiRequest(path, { mobile: '2123 4567', confirm: false, locale: 'zh-HK', ...humanTiming }),
    );
    expect((await response.json()).error.fields).toEqual({
      mobile: 'invalid_hk_mobile',
      confirm: 'must_confirm',
    });
  });
});
