import { describe, expect, it } from 'vitest';
import { memoryStore } from './browser-storage';
import { campaignOf, utmQuery } from './campaign';
import { pageOf } from './page-name';
import { looksPersonal } from './personal-data';
import { trackRequestSchema } from './track-request-schema';
import { carriers, disguisedCanaries, ordinaryValues } from './testing/disguised-canaries';
import { trackBody } from './track-body';

describe('the corpus of disguised personal data', () => {
  it('holds the 15 kinds of the issue and more', () => {
    expect(disguisedCanaries.length).toBeGreaterThanOrEqual(30);
    expect(disguisedCanaries).toEqual(
      expect.arrayContaining([
        'A 123456 (7)',
        '９１２３４５６７',
        'canary(at)example.com',
        'canary%40example.com',
        'customer_ref: CANARYNAME',
      ]),
    );
  });

  it.each(disguisedCanaries)('sees through %j', (canary) => {
    expect(looksPersonal(canary)).toBe(true);
  });

  it.each(ordinaryValues)('lets %j through', (value) => {
    expect(looksPersonal(value)).toBe(false);
  });
});

describe('the collector’s schema', () => {
  it.each(disguisedCanaries)('refuses %j in every field', (canary) => {
    for (const body of carriers(canary))
      expect(trackRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});

describe('the tracker', () => {
  it.each(disguisedCanaries)('does not take %j from a campaign link', (canary) => {
    const escaped = encodeURIComponent(canary);
    const search = `?utm_source=${escaped}&utm_medium=${escaped}&utm_campaign=${escaped}`;
    expect(utmQuery(search)).toBe('');
    expect(campaignOf(search)).toBeUndefined();
    expect(
      JSON.stringify(trackBody('Page Viewed', undefined, memoryStore(), search)),
    ).not.toContain('utm');
  });

  it.each(disguisedCanaries)('does not name a page after %j in its path', (canary) => {
    for (const path of [`/${encodeURI(canary)}`, `/blog/${encodeURIComponent(canary)}`]) {
      const { page } = pageOf(path);
      expect(page, path).toBe('404');
    }
  });
});
