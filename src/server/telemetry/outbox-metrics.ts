import { isNull, sql } from 'drizzle-orm';
import { getDatabase, isDatabaseOpen } from '@/db/client';
import { withTimeBudget } from '@/db/database-errors';
import { outbox } from '@/db/schema';
import { meter } from './meter';

export type DeliveryOutcome = 'ok' | 'failed' | 'dead_lettered';

/**
 * Counts one delivery attempt of the lead relay: `lead.deliveries` by outcome, and for a failure its
 * cause (`http_503`, `timeout`, `network`): never a reference or a field of the lead.
 */
export function countDelivery(outcome: DeliveryOutcome, error?: string): void {
  meter()
    .createCounter('lead.deliveries', { description: 'Lead webhook delivery attempts, by outcome' })
    .add(1, error ? { outcome, error } : { outcome });
}

/** Undelivered rows (waiting, dead-lettered) and the oldest one's age, in one indexed read. */
async function outboxState() {
  const { db } = await getDatabase();
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${outbox.deadLetteredAt} is null)`.mapWith(
        Number,
      ),
      dead: sql<number>`count(*) filter (where ${outbox.deadLetteredAt} is not null)`.mapWith(
        Number,
      ),
      oldest:
        sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)`.mapWith(
          Number,
        ),
    })
    .from(outbox)
    .where(isNull(outbox.deliveredAt));
  return row ?? { waiting: 0, dead: 0, oldest: 0 };
}

/**
 * Gauges read from the shared outbox at each scrape (every instance reports the same table: use
 * `max` across instances): `outbox.depth` by state and `outbox.oldest_undelivered_age_seconds`. Nothing is
 * reported while the database is closed or slower than 2 s.
 */
export function observeOutbox(): void {
  const depth = meter().createObservableGauge('outbox.depth', {
    description: 'Leads not yet delivered: waiting for a (re)try, or dead-lettered',
  });
  const age = meter().createObservableGauge('outbox.oldest_undelivered_age_seconds', {
    description: 'Age of the oldest undelivered lead (0: none)',
    unit: 's',
  });
  meter().addBatchObservableCallback(
    async (result) => {
      if (!isDatabaseOpen()) return;
      const state = await withTimeBudget(outboxState(), 2_000).catch(() => null);
      if (!state) return;
      result.observe(depth, state.waiting, { state: 'waiting' });
      result.observe(depth, state.dead, { state: 'dead_lettered' });
      result.observe(age, state.oldest);
    },
    [depth, age],
  );
}
