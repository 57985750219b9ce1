import { count, isNull, sql } from 'drizzle-orm';
import { env } from '@/env';
import { getDatabase } from './client';
import { withTimeBudget } from './database-errors';
import { outbox } from './schema';

export type DatabaseStatus =
  | { kind: 'pglite' | 'postgresql'; state: 'ready'; waitingDeliveries: number }
  | { kind: 'pglite' | 'postgresql'; state: 'unavailable' };

/** For the diagnostics page: which database, whether it answers, and how many leads wait for delivery. */
export async function databaseStatus(budgetMs = 2_000): Promise<DatabaseStatus> {
  const kind = env.DATABASE_URL ? 'postgresql' : 'pglite';
  try {
    const { db } = await withTimeBudget(getDatabase(), budgetMs);
    await withTimeBudget(db.execute(sql`select 1`), budgetMs);
    const [row] = await withTimeBudget(
      db.select({ n: count() }).from(outbox).where(isNull(outbox.deliveredAt)),
      budgetMs,
    );
    return { kind, state: 'ready', waitingDeliveries: row?.n ?? 0 };
  } catch {
    return { kind, state: 'unavailable' };
  }
}
