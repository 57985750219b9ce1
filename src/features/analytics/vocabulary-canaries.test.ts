import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { apiRequest } from '@/server/api/testing/api-request';
import { collectMetrics } from '@/server/lead-delivery/testing/metric-counts';
import { allEvents } from './analytics-repository';
import { collectEvent } from './collect-event';
import { carriers, disguisedCanaries } from './testing/disguised-canaries';
import { storedForms, vocabularyCanaries, vocabularyCarriers } from './testing/vocabulary-canaries';

const bearer = { authorization: 'Bearer konew-local-collector' };
const track = (body: unknown) =>
  collectEvent(apiRequest('/v1/track', body, { key: null, headers: bearer }));

describeEachDatabase('the collector and values off the site’s vocabulary', (database) => {
  let metrics: ReturnType<typeof collectMetrics>;
  beforeAll(() => {
    metrics = collectMetrics();
  });
  afterAll(() => metrics.stop());

  it('stores no canary in any row: each event is refused, or stored with 404 or other in its place', async () => {
    const before = (await allEvents(database().db)).length;
    const canaries = [...vocabularyCanaries, ...disguisedCanaries];
    const statuses: Record<number, number> = {};
    for (const canary of canaries)
      for (const body of [...vocabularyCarriers(canary), ...carriers(canary)]) {
        const { status } = await track(body);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    const stored = (await allEvents(database().db)).slice(before);
    const table = JSON.stringify(stored).toLowerCase();
    const verbatim = canaries.filter((canary) =>
      storedForms(canary).some((form) => table.includes(form)),
    );
    expect(verbatim).toEqual([]);
    expect(Object.keys(statuses).sort()).toEqual(['202', '422']);
    expect(statuses[202]).toBe(stored.length);
    // What was stored is the site's own: the 404 page, `other` campaigns, the real click's labels.
    for (const row of stored) {
      expect([null, '404', 'homepage']).toContain(row.page);
      for (const value of [row.campaignSource, row.campaignMedium, row.campaignName])
        expect([null, 'other']).toContain(value);
    }
    // Every refusal is counted, by the code of its first field: the vocabulary's codes among them.
    const codes = ['unknown_label', 'unknown_field', 'unknown_page', 'personal_data'];
    const others = ['invalid_format', 'invalid_characters', 'too_long', 'required', 'invalid'];
    const counts = await Promise.all(
      [...codes, ...others].map((kind) => metrics.count('analytics.events.refused', kind)),
    );
    expect(counts.slice(0, codes.length).every((count) => count > 0)).toBe(true);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(statuses[422]);
    const replaced = await metrics.count('analytics.values.replaced', 'page');
    expect(replaced).toBe(stored.filter((row) => row.page === '404').length);
    console.info(
      `vocabulary canaries: ${canaries.length} values, ${statuses[202]! + statuses[422]!} events;`,
      `${statuses[422]} refused, ${statuses[202]} stored with 404 or other, ${verbatim.length} verbatim`,
    );
  });
});
