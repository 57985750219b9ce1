import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import { env } from '@/env';
import { logger } from '@/lib/logger';
import { processSingleton } from '@/lib/process-singleton';
import { timePglite, timePool } from './db-call-metrics';
import { PgliteThread } from './pglite-thread';
import { lockDataFolder } from './data-folder-lock';
import { DatabaseUnavailableError } from './database-errors';
import { migrateEmbedded, migrateShared } from './migrate';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgresql';

export type DatabaseHandle = {
  kind: DatabaseKind;
  db: Db;
  /** Time budget of one call (DB_TIMEOUT_MS). */
  timeoutMs: number;
  close(): Promise<void>;
};

export type DatabaseConfig = {
  url?: string;
  dataDir: string;
  timeoutMs: number;
  /** Sees every statement sent (tests count round trips with it). */
  logger?: Logger;
};

/** An opened database whose pending migrations are still to run. */
type Opened = { handle: DatabaseHandle; migrate(): Promise<void> };

async function openPglite(config: DatabaseConfig): Promise<Opened> {
  const release = await lockDataFolder(config.dataDir, (error) => {
    // Another process may now write the folder: stop before two writers corrupt it.
    logger.fatal({ err: error }, 'lost the lock on the database folder; exiting');
    process.exit(1);
  });
  try {
    const client = timePglite(
      await PgliteThread.open(config.dataDir, (error) => {
        // The embedded database is gone for this process: exit, so that it is started again.
        logger.fatal({ err: error }, 'the database thread stopped; exiting');
        process.exit(1);
      }),
    );
    // Typed as PGlite for the driver, which calls only `query`, `exec` and `transaction` on it.
    const db = drizzlePglite({
      client: client as unknown as PGlite,
      schema,
      logger: config.logger,
    });
    const handle: DatabaseHandle = {
      kind: 'pglite',
      db,
      timeoutMs: config.timeoutMs,
      async close() {
        await client.close();
        await release();
      },
    };
    return { handle, migrate: () => migrateEmbedded(db) };
  } catch (error) {
    await release();
    throw error;
  }
}

function openPostgres(url: string, config: DatabaseConfig): Opened {
  const pool = timePool(
    new Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: config.timeoutMs,
      idleTimeoutMillis: 30_000,
      statement_timeout: config.timeoutMs,
    }),
  );
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  const db = drizzlePg({ client: pool, schema, logger: config.logger });
  const handle: DatabaseHandle = {
    kind: 'postgresql',
    db,
    timeoutMs: config.timeoutMs,
    close: () => pool.end(),
  };
  return { handle, migrate: () => migrateShared(db) };
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const { handle, migrate } = config.url
    ? openPostgres(config.url, config)
    : await openPglite(config);
  try {
    await migrate();
    return handle;
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}

const state = processSingleton('db.state', () => ({
  opening: undefined as Promise<DatabaseHandle> | undefined,
}));

export function databaseConfigFromEnv(): DatabaseConfig {
  return { url: env.DATABASE_URL, dataDir: env.DATA_DIR, timeoutMs: env.DB_TIMEOUT_MS };
}

/** The process's database, opened on first use (never at import). */
export function getDatabase(): Promise<DatabaseHandle> {
  state.opening ??= openDatabase(databaseConfigFromEnv()).catch((error: unknown) => {
    // Try again on the next call (PostgreSQL may come back); a lock conflict stays a conflict.
    state.opening = undefined;
    throw error instanceof DatabaseUnavailableError
      ? error
      : new DatabaseUnavailableError('Could not open the database.', { cause: error });
  });
  return state.opening;
}

/** Makes `handle` the process's database (tests and tools that open their own). */
export function useDatabase(handle: DatabaseHandle): void {
  state.opening = Promise.resolve(handle);
}

export function isDatabaseOpen(): boolean {
  return state.opening !== undefined;
}

export async function closeDatabase(): Promise<void> {
  const opening = state.opening;
  state.opening = undefined;
  if (opening) await (await opening.catch(() => null))?.close();
}
