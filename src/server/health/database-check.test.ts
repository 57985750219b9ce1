import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createServer } from 'node:net';
import { drizzle } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '@/db/client';
import { migrationsFolder } from '@/db/migrate';
import { openTestDatabase } from '@/db/testing/test-database';
import { databaseNotReady, expectedMigrations } from './database-check';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase('pglite');
});
afterAll(() => database.close());

describe('the database readiness check', () => {
  it('expects as many migrations as the journal lists', () => {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(expectedMigrations()).toBe(journal.entries.length);
    expect(expectedMigrations()).toBeGreaterThan(0);
  });

  it('is ready when every migration is applied', async () => {
    expect(await databaseNotReady(database.db, 2_000)).toBeNull();
  });

  it('says not migrated when a migration of this release is missing', async () => {
    expect(await databaseNotReady(database.db, 2_000, expectedMigrations() + 1)).toBe(
      'database_not_migrated',
    );
  });

  // An in-memory PGlite on which the migrator never ran (its initdb takes seconds on a busy machine).
  it('says not migrated for a fresh, empty database', async () => {
    const client = await PGlite.create();
    try {
      const empty = drizzle({ client }) as unknown as Db;
      expect(await databaseNotReady(empty, 2_000)).toBe('database_not_migrated');
    } finally {
      await client.close();
    }
  }, 60_000);

  it('says unavailable when the database is closed', async () => {
    const closed = await openTestDatabase('pglite');
    await closed.close();
    expect(await databaseNotReady(closed.db, 2_000)).toBe('database_unavailable');
  }, 30_000);

  it('says unavailable, and only the code, when nothing listens at the PostgreSQL address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const pool = new Pool({
      connectionString: `postgres://health:secret@127.0.0.1:${port}/konew`,
      connectionTimeoutMillis: 500,
    });
    try {
      const reason = await databaseNotReady(drizzlePg({ client: pool }) as unknown as Db, 2_000);
      expect(reason).toBe('database_unavailable');
    } finally {
      await pool.end();
    }
  });

  it('says unavailable within its budget when the database hangs', async () => {
    const hung = { select: () => ({ from: () => new Promise(() => undefined) }) } as unknown as Db;
    const started = Date.now();
    expect(await databaseNotReady(hung, 100)).toBe('database_unavailable');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
