import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { storedIdempotentAnswer } from '@/db/testing/inspect';
import { apiRequest, humanTiming, uniqueIp } from '@/server/api/testing/api-request';
import {
  ownerLoanApplicationEndpoint,
  ownerLoanUpdateEndpoint,
} from '@/features/owner-loan/owner-loan-endpoints';
import { jsonRoute } from './route-lookup';

const start = jsonRoute('konew_loan_application');
const update = jsonRoute('konew_loan_application_update');

const path = '/api/v2/konew_loan_application';
const applicant = { ...ownerLoanApplicationEndpoint.example, ...humanTiming };
const property = ownerLoanUpdateEndpoint.example.property;
const saveProperty = async (applicationToken: string) =>
  (await update(apiRequest(`${path}_update`, { applicationToken, property }))).status;

describeEachDatabase('property-owner loan start replays', (database) => {
  it('stores the answer for replays without the application token', async () => {
    const key = randomUUID();
    const started = await start(apiRequest(path, applicant, { key }));
    expect(started.status).toBe(201);
    const { applicationToken, reference } = await started.json();
    const row = await storedIdempotentAnswer(database().db, 'konew_loan_application', key);
    expect(row?.responseBody).toMatchObject({ reference, status: 'draft' });
    expect(JSON.stringify(row)).not.toContain(applicationToken);
  });

  it('gives a replay from the same address a new token that saves the next step; the lost one stops working', async () => {
    const key = randomUUID();
    const ip = uniqueIp();
    const first = await (await start(apiRequest(path, applicant, { key, ip }))).json();
    const replay = await start(apiRequest(path, applicant, { key, ip }));
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const again = await replay.json();
    expect(again).toMatchObject({ reference: first.reference, status: 'draft' });
    expect(again.applicationToken).not.toBe(first.applicationToken);
    expect(await saveProperty(again.applicationToken)).toBe(200);
    expect(await saveProperty(first.applicationToken)).toBe(404);
  });

  it('answers a replay from another address 409 without the reference or a token', async () => {
    const key = randomUUID();
    const first = await (await start(apiRequest(path, applicant, { key }))).json();
    const elsewhere = await start(apiRequest(path, applicant, { key, ip: uniqueIp() }));
    expect(elsewhere.status).toBe(409);
    expect(await elsewhere.json()).toEqual({ error: { code: 'idempotency_key_conflict' } });
    expect(await saveProperty(first.applicationToken)).toBe(200);
  });
});
