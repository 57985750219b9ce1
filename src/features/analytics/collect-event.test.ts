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

  it('stores what the tracker sends as it came, and campaign values off the list as other', async () => {
    const before = (await allEvents(database().db)).length;
    const anonymousId = '0b5c3a6e-2f0d-4c1b-9a7e-5d2c1f0e9a8b';
    const pages = ['homepage', 'blog-page-2', 'property-valuation-result', 'abc-partner-week'];
    const clicks = [
      ['homepage', 'hero', 'download_app'],
      ['download_app', 'stores', 'google_play'],
      ['homepage', 'carousel', 'pay-later'],
      ['promotions-weekend-dining-offer', 'promotion', 'apply_now'],
    ];
    const bodies = [
      ...pages.flatMap((page) => carriers(page).slice(0, 1)),
      ...clicks.map(([page, section, action]) => ({
        event: 'Button Clicked',
        anonymousId,
        properties: { button_cta: action, button_location: `${page}_${section}_${action}`, page },
      })),
      ...ordinaryValues.flatMap((value) => carriers(value).slice(3)),
    ];
    expect(await sendAll(bodies)).toEqual({ 202: bodies.length });
    const stored = (await allEvents(database().db)).slice(before);
    expect(stored).toHaveLength(bodies.length);
    expect(stored.map((event) => event.page).filter(Boolean)).toEqual([
      ...pages,
      ...clicks.map(([page]) => page),
    ]);
    expect(stored.map((event) => event.properties?.button_location).filter(Boolean)).toEqual(
      clicks.map((click) => click.join('_')),
    );
    const sources = stored.map((event) => event.campaignSource).filter(Boolean);
    expect(new Set(sources)).toEqual(new Set(['facebook', 'email', 'sms', 'cpc', 'qr', 'other']));
    expect(sources.filter((source) => source === 'other')).toHaveLength(ordinaryValues.length - 5);
  });
});
