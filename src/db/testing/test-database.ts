import { createHash, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Logger } from 'drizzle-orm';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '../client';
import { migrationsFolder } from '../migrate';

// Test configuration, not the app's: CI sets it after scripts/ci/postgres.sh starts a server.
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export const databaseKinds: DatabaseKind[] = testDatabaseUrl
  ? ['pglite', 'postgresql']
  : ['pglite'];

export const postgresSkipNote = testDatabaseUrl
  ? null
  : 'PostgreSQL suite skipped: TEST_DATABASE_URL is not set (source scripts/ci/postgres.sh to start one).';

function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A migrated PGlite folder made once per machine: copying it is far faster than initdb for each test. */
async function pgliteTemplate(): Promise<string> {
  const template = path.join(tmpdir(), `konew-pglite-template-${migrationsDigest()}`);
  try {
    readdirSync(template);
    return template;
  } catch {
    const building = mkdtempSync(path.join(tmpdir(), 'konew-pglite-building-'));
    const handle = await openDatabase({ dataDir: building, timeoutMs: 30_000 });
    await handle.close();
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another worker finished first
    }
    return template;
  }
}

/** A fresh PGlite data folder (path), already migrated. */
export async function freshPgliteFolder(): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'konew-pglite-test-'));
  cpSync(await pgliteTemplate(), folder, { recursive: true });
  return folder;
}

/** A fresh, empty PostgreSQL database on the test server; returns its URL and a function that drops it. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `konew_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Opens a fresh database of `kind`; `close` also removes it. */
export async function openTestDatabase(
  kind: DatabaseKind,
  timeoutMs = 10_000,
  logger?: Logger,
): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const folder = await freshPgliteFolder();
    const handle = await openDatabase({ dataDir: folder, timeoutMs, logger });
    return {
      ...handle,
      async close() {
        await handle.close();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const database = await freshPostgresDatabase();
  const handle = await openDatabase({ url: database.url, dataDir: '', timeoutMs, logger });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** A database whose every call fails as if the server were down (connection refused). */
export function unreachableDatabase(like: DatabaseHandle): DatabaseHandle {
  const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });
  const failing: unknown = new Proxy(function chain() {}, {
    get: (_target, property) =>
      property === 'then'
        ? (_resolve: unknown, reject: (error: Error) => void) => reject(down)
        : failing,
    apply: () => failing,
  });
  return { ...like, db: failing as DatabaseHandle['db'] };
}
