import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import * as schema from '../schema';

/** Tables a refused request may still write: its rate-limit hit. */
const bookkeeping = /rate_limit/;

/**
 * Rows per table of the schema, rate-limit bookkeeping left out: what a request stored shows as a
 * difference between two calls. Every table the schema declares is counted, new ones included.
 */
export async function storedRowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const name = getTableName(table);
    if (bookkeeping.test(name)) continue;
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
