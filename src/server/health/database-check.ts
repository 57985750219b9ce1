// Readiness of the database: it answers, and every migration in drizzle/ is applied. Drizzle's
// migrator records each applied migration as a row of drizzle.__drizzle_migrations; the journal
// (drizzle/meta/_journal.json, read through the migrator's own reader) lists the ones this release has.
import { count } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { withTimeBudget } from '@/db/database-errors';
import { migrationsFolder } from '@/db/migrate';

export type DatabaseReason = 'database_unavailable' | 'database_not_migrated';

/** The migrator's table (its default schema and name), for counting only. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

let journalLength: number | undefined;
/** How many migrations this release has (read once: they are files of the release). */
export function expectedMigrations(folder = migrationsFolder): number {
  if (folder !== migrationsFolder) return readMigrationFiles({ migrationsFolder: folder }).length;
  journalLength ??= readMigrationFiles({ migrationsFolder }).length;
  return journalLength;
}

/** SQLSTATE of an error or its causes (Drizzle wraps the driver's error). */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
// undefined_table, invalid_schema_name: the migrator never ran here.
const neverMigrated = new Set(['42P01', '3F000']);

/**
 * Why the database is not ready, or null: one count of the applied migrations, within `budgetMs`.
 * More applied than expected is ready (a newer release sharing the database migrated first).
 */
export async function databaseNotReady(
  db: Db,
  budgetMs: number,
  expected = expectedMigrations(),
): Promise<DatabaseReason | null> {
  try {
    const [row] = await withTimeBudget(db.select({ n: count() }).from(appliedMigrations), budgetMs);
    return (row?.n ?? 0) >= expected ? null : 'database_not_migrated';
  } catch (error) {
    return neverMigrated.has(sqlState(error) ?? '')
      ? 'database_not_migrated'
      : 'database_unavailable';
  }
}
