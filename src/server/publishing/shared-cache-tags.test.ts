import { expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { describeEachDatabase } from '@/db/testing/each-database';
import { redirectLogs } from '@/lib/logger';
import { recordTagRevalidations, tagsExpiredSince } from './cache-tag-repository';
import { sharedCacheTags } from './shared-cache-tags';

const pageTags = [
  '_N_T_/en-US/tnc/travel-booking-cashback-tnc',
  'content',
  'content:konewTermsPage',
];

describeEachDatabase('shared cache tags', (database) => {
  it('a publish recorded by one instance expires, on another, the entries stored before it', async () => {
    // Two server processes on the same database, each with its own store.
    const instanceA = sharedCacheTags(async () => database().db);
    const instanceB = sharedCacheTags(async () => database().db);
    const storedBefore = Date.now() - 1_000;
    expect(await instanceB.expiredSince(pageTags, storedBefore)).toBe(false);
    await instanceA.revalidate(['content:konewTermsPage'], { expire: 0 });
    expect(await instanceB.expiredSince(pageTags, storedBefore)).toBe(true);
    // Regenerated after the publish: fresh again. Pages without the tag were never touched.
    expect(await instanceB.expiredSince(pageTags, Date.now() + 1)).toBe(false);
    expect(await instanceB.expiredSince(['content', 'content:konewFaq'], storedBefore)).toBe(false);
  });

  it('honours a tag’s duration: a later expiry expires entries once it has passed', async () => {
    const db = database().db;
    await recordTagRevalidations(db, ['content:konewBlogPost'], { expire: 60 }, 10_000);
    expect(await tagsExpiredSince(db, ['content:konewBlogPost'], 5_000, 30_000)).toBe(false);
    expect(await tagsExpiredSince(db, ['content:konewBlogPost'], 5_000, 70_000)).toBe(true);
    // Without durations the tag expires at once; a later revalidation replaces the earlier one.
    await recordTagRevalidations(db, ['content:konewBlogPost'], undefined, 80_000);
    expect(await tagsExpiredSince(db, ['content:konewBlogPost'], 75_000, 80_000)).toBe(true);
    expect(await tagsExpiredSince(db, ['content:konewBlogPost'], 80_000, 90_000)).toBe(false);
    expect(await tagsExpiredSince(db, [], 0, 90_000)).toBe(false);
  });
});

it('a publish the database cannot record fails, while cached entries stay servable', async () => {
  const down = sharedCacheTags(() => Promise.reject<Db>(new Error('connect ECONNREFUSED')));
  await expect(down.revalidate(['content'], { expire: 0 })).rejects.toThrow('ECONNREFUSED');
  const lines: string[] = [];
  const restore = redirectLogs({ write: (line: string) => lines.push(line) });
  expect(await down.expiredSince(pageTags, 0)).toBe(false);
  expect(await down.expiredSince(pageTags, 0)).toBe(false);
  restore();
  // Logged once, not on every page request.
  expect(lines).toHaveLength(1);
});
