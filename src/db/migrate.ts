import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Pool } from 'pg';
import type * as schema from './schema';

/** The generated SQL migrations (`npm run db:generate`), committed and never hand-edited. */
export const migrationsFolder = path.join(process.cwd(), 'drizzle');

// Any fixed number: server processes sharing one PostgreSQL take turns migrating.
const MIGRATION_LOCK_ID = 4_420_260_001;

/** Applies pending migrations to the embedded database (one process per folder, so no lock). */
export async function migrateEmbedded(db: PgliteDatabase<typeof schema> & { $client: PGlite }) {
  await migratePglite(db, { migrationsFolder });
}

/** Applies pending migrations to PostgreSQL; server processes sharing it take turns. */
export async function migrateShared(db: NodePgDatabase<typeof schema> & { $client: Pool }) {
  const lockClient = await db.$client.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(db, { migrationsFolder });
  } finally {
    await lockClient
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
      .catch(() => undefined);
    lockClient.release();
  }
}
