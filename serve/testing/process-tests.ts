// What the process test files share (server-process, database-outage, concurrent-posts): the build
// they serve, the servers and folders they leave behind, and the form they post.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, vi } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { countSubmissions, submissionByReference } from '../../src/db/testing/inspect';
import { freshPgliteFolder } from '../../src/db/testing/test-database';
import { validApplication } from '../../src/features/sme-loan/testing/sme-fixtures';
import { buildIfStale } from '../build-if-stale';
import { type ServerProcess, startServer } from './server-process';

export const application = '/api/v2/kcash_sme_loan_application';
export const body = () => ({ ...validApplication(), fill_ms: 12_000 });

/**
 * For one test file of real server processes on the build: builds first when the build is stale
 * (minutes), and after the file kills the servers it started and removes the folders it made. A start
 * takes 5-15 s alone and up to 100 s on a busy shared machine (a fresh database is migrated first;
 * two starts took 183 s at load 15).
 */
export function useServerProcesses() {
  vi.setConfig({ testTimeout: 480_000, hookTimeout: 90_000 });
  beforeAll(() => buildIfStale(), 1_800_000);
  const servers: ServerProcess[] = [];
  const folders: string[] = [];
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  const start = async (env: Record<string, string | undefined>) => {
    const server = await startServer(env);
    servers.push(server);
    return server;
  };
  return {
    start,
    /** A server on the PGlite database in `folder`. */
    pgliteServer: (folder: string, env: Record<string, string> = {}) =>
      start({ DATA_DIR: folder, ...env }),
    /** An empty PGlite folder, removed after the file. */
    async freshFolder() {
      const folder = await freshPgliteFolder();
      folders.push(folder);
      return folder;
    },
  };
}

/** The SME applications stored in `folder`, or the one with `reference`. */
export async function countIn(folder: string, reference?: string) {
  const handle = await openDatabase({ dataDir: folder, timeoutMs: 10_000 });
  try {
    return reference
      ? await submissionByReference(handle.db, reference)
      : await countSubmissions(handle.db, 'sme_application');
  } finally {
    await handle.close();
  }
}
