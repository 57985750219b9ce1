import { lt, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Deletes the rows of `table` whose `column` is before `before` (a NULL never is) and counts them:
 * the one statement of every retention purge (src/server/data-retention/purge.ts).
 */
export async function deleteRowsBefore(
  db: Db,
  table: PgTable,
  column: Column,
  before: Date,
): Promise<number> {
  const rows = await db
    .delete(table)
    .where(lt(column, before))
    .returning({ deleted: sql`1` });
  return rows.length;
}
