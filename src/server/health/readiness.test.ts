import { expect, it } from 'vitest';
import { useDatabase } from '@/db/client';
import { describeEachDatabase } from '@/db/testing/each-database';
import { unreachableDatabase } from '@/db/testing/test-database';
import { env } from '@/env';
import { readinessReasons } from './readiness';

describeEachDatabase('readinessReasons', (database) => {
  it('has none with a migrated database and the local content store', async () => {
    expect(await readinessReasons()).toEqual([]);
  });

  it('says database_unavailable, and only the code, when the database does not answer', async () => {
    useDatabase(unreachableDatabase(database()));
    try {
      expect(await readinessReasons()).toEqual(['database_unavailable']);
    } finally {
      useDatabase(database());
    }
  });

  it('says content_unavailable when the content export cannot be read', async () => {
    const settings = env as { CONTENT_DIR: string };
    const contentDir = settings.CONTENT_DIR;
    settings.CONTENT_DIR = '/nowhere/content';
    try {
      expect(await readinessReasons()).toEqual(['content_unavailable']);
    } finally {
      settings.CONTENT_DIR = contentDir;
    }
  });
});
