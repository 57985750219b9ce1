import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useDatabase } from '@/db/client';
import { countSubmissions, submissionByReference } from '@/db/testing/inspect';
import { describeEachDatabase } from '@/db/testing/each-database';
import { unreachableDatabase } from '@/db/testing/test-database';
import { validApplication } from '@/features/sme-loan/testing/sme-fixtures';
import { apiRequest, humanTiming, uniqueIp } from '@/server/api/testing/api-request';
import { jsonRoute } from './route-lookup';

const apply = jsonRoute('kcash_sme_loan_application');
const validate = jsonRoute('kcash_sme_loan_application_validate');

const path = '/api/v2/kcash_sme_loan_application';
const body = () => ({ ...validApplication(), ...humanTiming });

describeEachDatabase('POST /api/v2/kcash_sme_loan_application', (database) => {
  it('stores the application with its consents and an outbox row, then answers 201 with a reference', async () => {
    const response = await apply(apiRequest(path, { ...body(), agree_direct_marketing: true }));
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = await response.json();
    expect(answer).toMatchObject({
      status: 'received',
      reference: expect.stringMatching(/^SMA-[0-9A-Z]{5}-[0-9A-Z]{5}$/),
    });
    const stored = await submissionByReference(database().db, answer.reference);
    expect(stored?.payload).toMatchObject({ mobile: '91234567', br: '12345678' });
    expect(stored?.payload).not.toHaveProperty('fill_ms');
    expect(stored?.consents.map((c) => [c.purpose, c.granted, c.locale]).sort()).toEqual([
      ['direct_marketing', true, 'zh-HK'],
      ['loan_terms', true, 'zh-HK'],
    ]);
    expect(stored?.consents.every((c) => /^[0-9a-f]{64}$/.test(c.documentHash))).toBe(true);
    expect(stored?.outbox).toHaveLength(1);
  });

  it('replays the stored answer for the same key and body, and refuses the key with another body', async () => {
    const key = randomUUID();
    const ip = uniqueIp();
    const first = await apply(apiRequest(path, body(), { key, ip }));
    const again = await apply(apiRequest(path, body(), { key, ip }));
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const other = await apply(apiRequest(path, { ...body(), loan_amount: 600_000 }, { key, ip }));
    expect(other.status).toBe(422);
    expect((await other.json()).error.code).toBe('idempotency_key_reused');
  });

  it('makes exactly one record from 50 concurrent posts with one key', async () => {
    const key = randomUUID();
    const before = await countSubmissions(database().db, 'sme_application');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => apply(apiRequest(path, body(), { key }))),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses).toContain(201);
    expect(await countSubmissions(database().db, 'sme_application')).toBe(before + 1);
    const references = new Set(
      await Promise.all(
        responses.filter((r) => r.status === 201).map(async (r) => (await r.json()).reference),
      ),
    );
    expect(references.size).toBe(1);
  });

  it('answers 400 without an Idempotency-Key and stores nothing', async () => {
    const before = await countSubmissions(database().db);
    const response = await apply(apiRequest(path, body(), { key: null }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('idempotency_key_missing');
    expect(await countSubmissions(database().db)).toBe(before);
  });

  it('validates again on submission: 422 with field codes, nothing stored', async () => {
    const before = await countSubmissions(database().db);
    const response = await apply(apiRequest(path, { ...body(), br: '12', agree_tnc: false }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation_failed',
        fields: { br: 'invalid_br_number', agree_tnc: 'must_accept' },
      },
    });
    expect(await countSubmissions(database().db)).toBe(before);
  });

  it('answers 503 with Retry-After while the database is down, and a retry with the same key stores one record', async () => {
    const key = randomUUID();
    useDatabase(unreachableDatabase(database()));
    const failed = await apply(apiRequest(path, body(), { key }));
    useDatabase(database());
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('5');
    expect((await failed.json()).error).toMatchObject({
      code: 'database_unavailable',
      error_id: expect.any(String),
    });
    const before = await countSubmissions(database().db, 'sme_application');
    const retried = await apply(apiRequest(path, body(), { key }));
    expect(retried.status).toBe(201);
    expect(await countSubmissions(database().db, 'sme_application')).toBe(before + 1);
  });
});

describe('POST /api/v2/kcash_sme_loan_application_validate', () => {
  it('answers 200 for a valid application and 422 with field codes otherwise, without a key or a database', async () => {
    const ok = await validate(
      apiRequest('/api/v2/kcash_sme_loan_application_validate', validApplication(), { key: null }),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ valid: true });
    const bad = await validate(
      apiRequest(
        '/api/v2/kcash_sme_loan_application_validate',
        { ...validApplication(), mobile: '1234' },
        { key: null },
      ),
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields).toEqual({ mobile: 'invalid_hk_mobile' });
  });
});
