import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheContentPage, CONTENT_PAGE_MAX_AGE, contentPageMaxAge } from './page-cache';

type Set = { maxAge: number; tags: string[] } | false;
const page = (preview = false) => {
  const calls: Set[] = [];
  return { calls, locals: { preview }, cache: { set: (options: Set) => void calls.push(options) } };
};
// A promotion from 1 to 31 July 2027, Hong Kong days (the model's date-only fields).
const promotion = { startDate: '2027-07-01', endDate: '2027-07-31' };
const start = Date.parse('2027-07-01T00:00:00+08:00');
const end = Date.parse('2027-08-01T00:00:00+08:00');

afterEach(() => vi.useRealTimers());

describe('the route cache of a content page', () => {
  it('is tagged by the content types it shows and kept for the default time', () => {
    const astro = page();
    cacheContentPage(astro, { types: ['faq'] });
    expect(astro.calls).toEqual([
      { maxAge: CONTENT_PAGE_MAX_AGE, tags: ['content', 'content:konewWebsiteFaq'] },
    ]);
  });

  it('is left alone where there is no route cache (Astro.cache of the Container API)', () => {
    expect(() =>
      cacheContentPage({ locals: { preview: false } }, { types: ['faq'] }),
    ).not.toThrow();
  });

  it('is not kept in preview', () => {
    const astro = page(true);
    cacheContentPage(astro, { types: ['faq'] });
    expect(astro.calls).toEqual([false]);
  });

  it('is kept no later than the next start or end of a period it shows (moved clock)', () => {
    vi.useFakeTimers();
    const maxAgeAt = (at: number) => {
      vi.setSystemTime(at);
      const astro = page();
      cacheContentPage(astro, { types: ['cardCampaign'], period: promotion });
      return astro.calls[0] === false ? 0 : astro.calls[0]?.maxAge;
    };
    // Ten minutes before it starts: kept ten minutes, so "coming soon" turns to "on now" on time.
    expect(maxAgeAt(start - 600_000)).toBe(600);
    // Running, far from the end: the default. 90 s before the end: 90 s.
    expect(maxAgeAt(start + 86_400_000)).toBe(CONTENT_PAGE_MAX_AGE);
    expect(maxAgeAt(end - 90_000)).toBe(90);
    // Less than a second before the end: not kept at all. After the end: the default again.
    expect(maxAgeAt(end - 400)).toBe(0);
    expect(maxAgeAt(end + 1)).toBe(CONTENT_PAGE_MAX_AGE);
  });

  it('takes the nearest boundary of several periods, and a datetime end as given', () => {
    const now = Date.parse('2027-07-10T12:00:00+08:00');
    const periods = [
      promotion,
      { endDate: '2027-07-10T12:05:00+08:00' },
      { startDate: '2027-07-10' },
    ];
    expect(contentPageMaxAge(periods, now)).toBe(300);
    expect(contentPageMaxAge([], now, 60)).toBe(60);
  });
});
