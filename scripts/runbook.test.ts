import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loanFormConsents } from '../src/config/consent-documents';
import { openDatabase } from '../src/db/client';
import { submissionByReference } from '../src/db/testing/inspect';
import {
  freshPgliteFolder,
  freshPostgresDatabase,
  testDatabaseUrl,
} from '../src/db/testing/test-database';
import { insertSubmission } from '../src/server/submissions/submission-repository';

// docs/operations.md's commands, run as written: every ```bash block after `<!-- runbook-test -->`,
// in order, in one shell, with the variables the runbook names.
const root = path.resolve(import.meta.dirname, '..');
const runbook = readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
const blocks = [...runbook.matchAll(/<!-- runbook-test -->\s*```bash\n([\s\S]*?)```/g)].map(
  (match) => match[1] ?? '',
);

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** One stored enquiry with its consent and undelivered lead, as the site stores them. */
async function storeEnquiry(config: { url?: string; dataDir: string }) {
  const handle = await openDatabase({ ...config, timeoutMs: 20_000 });
  try {
    return await insertSubmission(handle.db, {
      kind: 'sme_enquiry',
      referencePrefix: 'SQE',
      status: 'received',
      locale: 'zh-HK',
      payload: { name: 'Runbook Chan', mobile: '91234567' },
      submitted: true,
      consents: loanFormConsents('zh-HK', false),
      outboxEvent: 'sme_enquiry.created',
    });
  } finally {
    await handle.close();
  }
}

describe.skipIf(!testDatabaseUrl)('docs/operations.md, run as written', () => {
  it('backs up and restores both databases, redelivers a lead, exports and erases a record', async () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    const source = await freshPostgresDatabase();
    const restored = await freshPostgresDatabase();
    const folder = await freshPgliteFolder();
    const backups = mkdtempSync(path.join(tmpdir(), 'konew-runbook-'));
    cleanups.push(source.drop, restored.drop, () => {
      rmSync(folder, { recursive: true, force: true });
      rmSync(backups, { recursive: true, force: true });
    });
    const { reference } = await storeEnquiry({ url: source.url, dataDir: '' });
    const inFolder = await storeEnquiry({ dataDir: folder });

    const run = spawnSync('bash', ['-euo', 'pipefail', '-c', blocks.join('\n')], {
      cwd: root,
      encoding: 'utf8',
      timeout: 240_000,
      env: {
        ...process.env,
        PATH: `/usr/lib/postgresql/15/bin:${process.env.PATH ?? ''}`,
        DATABASE_URL: source.url,
        RESTORE_DATABASE_URL: restored.url,
        DATA_DIR: folder,
        BACKUP_DIR: backups,
        REFERENCE: reference,
      },
    });
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.status).toBe(0);
    // leads:status listed the waiting lead, by reference only.
    expect(run.stdout).toContain(reference);
    expect(run.stdout).not.toContain('Runbook Chan');

    // The restore holds the record as it was before the erasure.
    const copy = await openDatabase({ url: restored.url, dataDir: '', timeoutMs: 20_000 });
    expect((await submissionByReference(copy.db, reference))?.payload).toMatchObject({
      name: 'Runbook Chan',
    });
    await copy.close();
    const pglite = await openDatabase({ dataDir: folder, timeoutMs: 20_000 });
    expect(await submissionByReference(pglite.db, inFolder.reference)).not.toBeNull();
    await pglite.close();

    // The export went to the file; the erasure left an audit stub and dropped the lead.
    const exported = path.join(backups, `${reference}.json`);
    expect(existsSync(exported)).toBe(true);
    expect(JSON.parse(readFileSync(exported, 'utf8'))).toMatchObject({
      reference,
      details: { name: 'Runbook Chan' },
    });
    const live = await openDatabase({ url: source.url, dataDir: '', timeoutMs: 20_000 });
    const stub = await submissionByReference(live.db, reference);
    await live.close();
    expect(stub).toMatchObject({ status: 'purged', payload: null, outbox: [] });
    expect(stub?.consents).toHaveLength(2);
  }, 300_000);
});
