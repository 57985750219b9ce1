import { afterAll, beforeAll, describe } from 'vitest';
import { redirectLogs } from '@/lib/logger';
import { closeDatabase, type DatabaseHandle, type DatabaseKind, useDatabase } from '../client';
import { openTestDatabase, postgresSkipNote, testDatabaseUrl } from './test-database';

let warned = false;
function warnOnce(note: string | null): void {
  if (warned || !note) return;
  warned = true;
  console.warn(note);
}

/**
 * Runs `suite` once on a fresh PGlite folder and once on a fresh PostgreSQL database (when
 * TEST_DATABASE_URL is set), with that database installed as the process's database.
 */
export function describeEachDatabase(
  title: string,
  suite: (database: () => DatabaseHandle, kind: DatabaseKind) => void,
): void {
  for (const kind of ['pglite', 'postgresql'] as const) {
    if (kind === 'postgresql' && !testDatabaseUrl) {
      // Announced once on stderr; no placeholder test, which could only pass.
      warnOnce(postgresSkipNote);
      continue;
    }
    // Real databases on a shared 2-core CI machine: give each test more than the default 5 s.
    describe(`${title} [${kind}]`, { timeout: 30_000 }, () => {
      let handle: DatabaseHandle | undefined;
      let restoreLogs = () => {};
      beforeAll(async () => {
        // Request logs of the routes under test are noise here; tests that read logs capture their own.
        restoreLogs = redirectLogs({ write: () => true });
        handle = await openTestDatabase(kind);
        useDatabase(handle);
      }, 120_000);
      afterAll(async () => {
        restoreLogs();
        await closeDatabase();
      });
      suite(() => handle!, kind);
    });
  }
}
