import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '@/db/testing/each-database';
import { allEvents } from '@/features/analytics/analytics-repository';
import { redirectLogs } from '@/lib/logger';
import { quietLogs } from '@/lib/testing/quiet-logs';
import { apiRequest } from '@/server/api/testing/api-request';
import { collectEvent } from './collect-event';
import { buttonClick as click } from './testing/track-examples';

const bearer = { authorization: 'Bearer konew-local-collector' };
const track = (body: unknown, headers: Record<string, string> = bearer, raw?: string) =>
  collectEvent(apiRequest('/v1/track', body, { key: null, headers, raw }));

describeEachDatabase('POST /v1/track', (database) => {
  it('answers 202 and stores the event field for field, a campaign off the list as other', async () => {
    const response = await track(click);
    expect(response.status).toBe(202);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const stored = (await allEvents(database().db)).at(-1);
    expect(stored).toMatchObject({
      event: 'Button Clicked',
      anonymousId: click.anonymousId,
      page: 'homepage',
      properties: click.properties,
      // On ANALYTICS_CAMPAIGNS' default list (any case), and not.
      campaignSource: 'facebook',
      campaignMedium: 'cpc',
      campaignName: 'other',
    });
  });

  it('stores an event with neither properties nor campaign', async () => {
    const before = (await allEvents(database().db)).length;
    expect(
      (await track({ event: 'Page Viewed', anonymousId: '4b1f0c9e-7d3a-4a55-9e0f-2f1f3c1d2e3a' }))
        .status,
    ).toBe(202);
    expect((await allEvents(database().db)).at(before)).toMatchObject({
      page: null,
      properties: null,
      campaignSource: null,
    });
  });

  it('stores nothing it refuses', async () => {
    const before = (await allEvents(database().db)).length;
    await track({ ...click, properties: { email: 'x' } });
    await track(click, { authorization: 'Bearer wrong-key-0000' });
    expect(await allEvents(database().db)).toHaveLength(before);
  });
});

describe('POST /v1/track refusals', () => {
  quietLogs();

  it('needs the bearer key', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-key-0000' },
      { authorization: 'konew-local-collector' },
    ];
    for (const headers of attempts) {
      const response = await track(click, headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect((await response.json()).error.code).toBe('unauthorized');
    }
  });

  it('refuses unknown fields anywhere', async () => {
    const answers = await Promise.all(
      [
        { ...click, userId: 'u1' },
        { ...click, context: { ...click.context, page: { url: '/?email=a' } } },
        { ...click, context: { campaign: { ...click.context.campaign, term: 'x' } } },
      ].map(async (body) => (await (await track(body)).json()).error),
    );
    expect(answers).toEqual([
      { code: 'validation_failed', fields: { userId: 'unknown_field' } },
      { code: 'validation_failed', fields: { 'context.page': 'unknown_field' } },
      { code: 'validation_failed', fields: { 'context.campaign.term': 'unknown_field' } },
    ]);
  });

  it('refuses personal-data keys and values', async () => {
    const fields = async (body: unknown) => (await (await track(body)).json()).error.fields;
    expect(await fields({ ...click, properties: { first_name: 'Tai Man' } })).toEqual({
      'properties.first_name': 'personal_data',
    });
    expect(await fields({ ...click, properties: { button_cta: 'chan@example.com' } })).toEqual({
      'properties.button_cta': 'personal_data',
    });
    expect(await fields({ ...click, context: { campaign: { source: '9123 4567' } } })).toEqual({
      'context.campaign.source': 'personal_data',
    });
    expect(await fields({ ...click, anonymousId: 'chan@example.com' })).toEqual({
      anonymousId: 'invalid_format',
    });
  });

  it('caps sizes', async () => {
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, i]));
    expect((await (await track({ ...click, properties: many })).json()).error.fields).toEqual({
      properties: 'too_many',
    });
    // Event names come from a fixed list: an overlong one is simply not on it.
    expect((await (await track({ ...click, event: 'x'.repeat(65) })).json()).error.fields).toEqual({
      event: 'invalid_option',
    });
    const big = { ...click, properties: { note: 'n'.repeat(5000) } };
    expect((await track(big)).status).toBe(413);
  });

  it('never writes what an event carried to the log', async () => {
    const lines: string[] = [];
    redirectLogs({ write: (line: string) => lines.push(line) });
    await track({ ...click, properties: { first_name: 'CanaryChan' } });
    await track({ ...click, anonymousId: 'canary-anon-id', extra: 'CanaryExtra' });
    redirectLogs({ write: () => true });
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toMatch(/Canary|canary-anon-id|homepage_hero/);
  });

  it('takes JSON from this site only', async () => {
    expect((await track(click, { ...bearer, 'content-type': 'text/plain' })).status).toBe(415);
    // A configured origin may post from another site; an unconfigured one may not.
    const sameSite = {
      ...bearer,
      origin: 'http://blog.localhost:3000',
      'sec-fetch-site': 'same-site',
    };
    expect((await track(click, sameSite)).status).toBe(403);
    // What a browser on another site sends (Sec-Fetch-Site cannot be forged by a page).
    const forged = { ...bearer, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect((await track(click, forged)).status).toBe(403);
    expect((await track(null, bearer, '{"event":')).status).toBe(400);
  });
});
