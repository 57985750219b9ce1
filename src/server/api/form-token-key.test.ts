import { rmSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { type DatabaseConfig, openDatabase } from '@/db/client';
import { withFreshSlot } from '@/lib/process-singleton';
import { describeEachDatabase } from '@/db/testing/each-database';
import {
  freshPgliteFolder,
  freshPostgresDatabase,
  testDatabaseUrl,
} from '@/db/testing/test-database';
import { verifyFormToken } from './form-token';
import {
  botCheckRules,
  issueFormToken,
  loadFormTokenKey,
  readFormTokenKey,
} from './form-token-key';

const kind = 'kcash_sme_loan_enquiry';
const rules = { minAgeMs: 3_000, maxAgeMs: 3_600_000 };

/** A token this process issued `ms` ago, as a page rendered then. */
function issuedAgo(ms: number): string {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() - ms);
    return issueFormToken(kind);
  } finally {
    vi.useRealTimers();
  }
}

async function keyOf(config: DatabaseConfig): Promise<Buffer> {
  const handle = await openDatabase(config);
  try {
    return await readFormTokenKey(handle.db);
  } finally {
    await handle.close();
  }
}

describeEachDatabase('the form-token key kept in the database', (database) => {
  it('is made once: loads racing on one database and later ones read the same key', async () => {
    const { db } = database();
    const [first, second] = await Promise.all([readFormTokenKey(db), readFormTokenKey(db)]);
    expect(first).toHaveLength(32);
    expect(second.equals(first)).toBe(true);
    expect((await readFormTokenKey(db)).equals(first)).toBe(true);
  });

  it('signs with the stored key once read, and still takes a token signed before', async () => {
    // This process's key state starts empty here, as in a process whose database was not up yet.
    await withFreshSlot('api.formTokenKeys', async () => {
      const early = issuedAgo(10_000);
      await loadFormTokenKey(database().db);
      const late = issuedAgo(10_000);
      const stored = await readFormTokenKey(database().db);
      const now = Date.now();
      expect(verifyFormToken(late, kind, stored, { now, ...rules })).toBe('ok');
      expect(verifyFormToken(early, kind, stored, { now, ...rules })).toBe('form_token_invalid');
      expect(botCheckRules(kind).checkToken(early)).toBe('ok');
      expect(botCheckRules(kind).checkToken(late)).toBe('ok');
    });
  });
});

describe('the form-token key across processes', { timeout: 60_000 }, () => {
  it('survives a reopen of a PGlite folder', async () => {
    const folder = await freshPgliteFolder();
    try {
      const config = { dataDir: folder, timeoutMs: 10_000 };
      const first = await keyOf(config);
      expect((await keyOf(config)).equals(first)).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it.runIf(testDatabaseUrl)('is one key for two instances starting on one PostgreSQL', async () => {
    const database = await freshPostgresDatabase();
    try {
      const config = { url: database.url, dataDir: '', timeoutMs: 10_000 };
      const [a, b] = await Promise.all([keyOf(config), keyOf(config)]);
      expect(a).toHaveLength(32);
      expect(b.equals(a)).toBe(true);
      expect((await keyOf(config)).equals(a)).toBe(true);
    } finally {
      await database.drop();
    }
  });
});
