import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { migrationsFolder } from './migrate';
import { freshPostgresDatabase, testDatabaseUrl } from './testing/test-database';

const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as { entries: Array<{ tag: string }> };

// Instances that start together against one PostgreSQL (a rollout, or the migration Job beside the
// first pods) take turns on an advisory lock: each migration is applied once. Needs TEST_DATABASE_URL.
describe.runIf(testDatabaseUrl)('migrations on a shared PostgreSQL', () => {
  it('three instances starting together apply each migration once', async () => {
    const database = await freshPostgresDatabase();
    try {
      const handles = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ url: database.url, dataDir: '', timeoutMs: 10_000 })),
      );
      await Promise.all(handles.map((handle) => handle.close()));
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const applied = await client.query<{ hash: string }>(
        'select hash from drizzle.__drizzle_migrations order by created_at',
      );
      await client.end();
      expect(applied.rows).toHaveLength(journal.entries.length);
      expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(journal.entries.length);
    } finally {
      await database.drop();
    }
  });
});

// During a rollout the previous version serves beside the next on the migrated database: a
// migration may add, never take away what the previous version reads (expand now, contract later).
describe('migrations', () => {
  it('only add: no table or column is dropped or renamed', () => {
    const breaking = /\b(?:drop\s+(?:table|column)|rename\s+(?:to|column))\b/i;
    const files = readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql'));
    expect(files.length).toBe(journal.entries.length);
    for (const file of files)
      expect(
        breaking.test(readFileSync(path.join(migrationsFolder, file), 'utf8')),
        `${file} drops or renames a table or column`,
      ).toBe(false);
  });
});
