import { randomUUID } from 'node:crypto';
import { and, count, countDistinct, desc, gte, lt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { analyticsEvents } from '@/db/schema';
import type { TrackRequest } from './track-request-schema';

export async function insertEvent(db: Db, event: TrackRequest): Promise<void> {
  const page = event.properties?.page;
  const campaign = event.context?.campaign;
  await db.insert(analyticsEvents).values({
    id: randomUUID(),
    event: event.event,
    anonymousId: event.anonymousId,
    page: typeof page === 'string' ? page : null,
    properties: event.properties ?? null,
    campaignSource: campaign?.source ?? null,
    campaignMedium: campaign?.medium ?? null,
    campaignName: campaign?.name ?? null,
  });
}

export type EventCount = { event: string; page: string | null; events: number; visitors: number };

/** Events received in [from, to), per event name and page, most frequent first. */
export async function countEvents(db: Db, from: Date, to: Date): Promise<EventCount[]> {
  const events = count();
  return db
    .select({
      event: analyticsEvents.event,
      page: analyticsEvents.page,
      events,
      visitors: countDistinct(analyticsEvents.anonymousId),
    })
    .from(analyticsEvents)
    .where(and(gte(analyticsEvents.receivedAt, from), lt(analyticsEvents.receivedAt, to)))
    .groupBy(analyticsEvents.event, analyticsEvents.page)
    .orderBy(desc(events), analyticsEvents.event, analyticsEvents.page);
}

/** Every stored event, oldest first (tests). */
export async function allEvents(db: Db) {
  return db.select().from(analyticsEvents).orderBy(analyticsEvents.receivedAt);
}
