import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { latestSubmission } from '@/db/testing/inspect';
import { apiRequest, humanTiming } from '@/server/api/testing/api-request';
import { valuationCreateEndpoint } from '@/features/valuation/valuation-endpoints';
import { jsonRoute } from './route-lookup';

const create = jsonRoute('konew_valuation_create');
const lookup = jsonRoute('konew_valuation_get_by_encoded');

const createPath = '/api/v2/konew_valuation_create';
const lookupPath = '/api/v2/konew_valuation_get_by_encoded';

describeEachDatabase('property valuation endpoints', (database) => {
  it('values a known estate: 201 with an unguessable encoded id, readable again without personal data', async () => {
    const response = await create(
      apiRequest(createPath, { ...valuationCreateEndpoint.example, ...humanTiming }),
    );
    expect(response.status).toBe(201);
    const { encodedId, valuation } = await response.json();
    expect(encodedId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(valuation).toMatchObject({
      status: 'estimated',
      property: { estate: '黃埔花園', block: '3', floor: '12', flat: 'A' },
    });
    const again = await lookup(apiRequest(lookupPath, { encodedId }, { key: null }));
    expect(again.status).toBe(200);
    const text = await again.text();
    expect(JSON.parse(text)).toEqual({ valuation });
    expect(text).not.toContain('Chan Tai Man');
    expect(text).not.toContain('91234567');
  });

  it('stores the spec defaults: source konew_web and isEng false', async () => {
    const response = await create(
      apiRequest(createPath, { address: '1 Unknown Road, Kowloon', ...humanTiming }),
    );
    const { valuation, encodedId } = await response.json();
    expect(valuation).toMatchObject({ status: 'pending_manual_review', estimate: null });
    expect(encodedId).not.toContain('Unknown');
    const stored = await latestSubmission(database().db, 'valuation');
    expect(stored?.status).toBe('pending_manual_review');
    expect(stored?.payload).toMatchObject({ source: 'konew_web', isEng: false });
    expect(stored?.accessHash).not.toBe(encodedId);
    expect(stored?.outbox).toHaveLength(1);
  });

  it('answers 404 for an id it never gave out and 422 for a malformed one', async () => {
    expect(
      (await lookup(apiRequest(lookupPath, { encodedId: 'AAAAAAAAAAAAAAAAAAAAAA' }, { key: null })))
        .status,
    ).toBe(404);
    const malformed = await lookup(apiRequest(lookupPath, { encodedId: '1' }, { key: null }));
    expect((await malformed.json()).error.fields).toEqual({ encodedId: 'invalid_token' });
  });

  it('takes the spec payload with the fields the web does not have sent empty', async () => {
    const response = await create(
      apiRequest(createPath, {
        ...{ estate: '黃埔花園', block: '3', floor: '12', flat: 'A', district: '' },
        ...{ address: '', street: '', streetNo: '', building: '', deviceId: '', playerId: '' },
        ...{ customerName: '', phone: '', source: 'konew_web', isEng: false },
        ...humanTiming,
      }),
    );
    expect(response.status).toBe(201);
    const stored = await latestSubmission(database().db, 'valuation');
    expect(stored?.payload).not.toHaveProperty('playerId');
    expect(stored?.payload).toMatchObject({ estate: '黃埔花園', flat: 'A' });
  });

  it('needs something that identifies the property', async () => {
    const response = await create(apiRequest(createPath, { floor: '3', ...humanTiming }));
    expect(response.status).toBe(422);
    expect((await response.json()).error.fields).toEqual({ estate: 'property_required' });
  });
});

describe('valuation create without a key', () => {
  it('answers 400', async () => {
    expect(
      (await create(apiRequest(createPath, { estate: 'Kornhill', ...humanTiming }, { key: null })))
        .status,
    ).toBe(400);
  });
});
