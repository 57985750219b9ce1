import { expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { apiRequest } from '@/server/api/testing/api-request';
import { allEvents } from './analytics-repository';
import { collectEvent } from './collect-event';
import { carriers, disguisedCanaries, ordinaryValues } from './testing/disguised-canaries';

const bearer = { authorization: 'Bearer konew-local-collector' };
const track = (body: unknown) =>
  collectEvent(apiRequest('/v1/track', body, { key: null, headers: bearer }));

/** Answers per status, e.g. `{ 422: 312 }`. */
async function sendAll(bodies: unknown[]): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  for (const body of bodies) {
    const { status } = await track(body);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return statuses;
}

describeEachDatabase('the collector and disguised personal data', (database) => {
  it('stores none of the disguised canaries, in any field, and answers each with 422', async () => {
    const before = await allEvents(database().db);
    const bodies = disguisedCanaries.flatMap(carriers);
    expect(bodies.length).toBeGreaterThanOrEqual(300);
    expect(await sendAll(bodies)).toEqual({ 422: bodies.length });
    const stored = await allEvents(database().db);
    expect(stored).toHaveLength(before.length);
    const table = JSON.stringify(stored).toLowerCase();
    expect(table).not.toContain('canary');
    expect(table).not.toContain('123456');
  });

  it('stores the values the tracker and campaign links send, as they came', async () => {
    const before = (await allEvents(database().db)).length;
    const bodies = ordinaryValues.flatMap((value) => carriers(value).slice(1));
    const pages = ['homepage', 'blog-topic-money-tips-page-2', 'property-valuation-result'];
    bodies.push(...pages.flatMap((page) => carriers(page).slice(0, 1)));
    expect(await sendAll(bodies)).toEqual({ 202: bodies.length });
    const stored = (await allEvents(database().db)).slice(before);
    expect(stored).toHaveLength(bodies.length);
    expect(stored.map((event) => event.page).filter(Boolean)).toEqual(
      expect.arrayContaining(pages),
    );
    expect(stored.map((event) => event.campaignSource).filter(Boolean)).toEqual(
      expect.arrayContaining(['facebook.com', 'email', 'sale_20260301']),
    );
  });
});
