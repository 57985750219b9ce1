import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { processSingleton } from '@/lib/process-singleton';
import { DatabaseUnavailableError } from './database-errors';

/** A live holder refreshes the lock this often; a lock older than STALE_MS belongs to a dead process. */
const STALE_MS = 10_000;
const UPDATE_MS = 2_000;

type Owner = { pid: number; host: string; since: string };

const heldHere = processSingleton('db.lockedFolders', () => new Set<string>());

export class DataFolderInUseError extends DatabaseUnavailableError {
  constructor(folder: string, owner: Owner | null) {
    const holder = owner
      ? `process ${owner.pid} on ${owner.host} (since ${owner.since})`
      : 'another process';
    super(
      `The database folder ${folder} is in use by ${holder}. PGlite allows one server process per folder: ` +
        'stop the other process, give this one its own DATA_DIR, or set DATABASE_URL to share a PostgreSQL database.',
    );
    this.name = 'DataFolderInUseError';
  }
}

function readOwner(file: string): Owner | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Owner;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the folder for this process alone (PGlite has no lock of its own). A live holder on this host
 * is refused at once; a lock left by a killed process is taken over once it is stale.
 */
export async function lockDataFolder(
  folder: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  const absolute = path.resolve(folder);
  mkdirSync(absolute, { recursive: true });
  const ownerFile = `${absolute}.owner.json`;
  const options = { stale: STALE_MS, update: UPDATE_MS, realpath: false, onCompromised };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(absolute, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const owner = readOwner(ownerFile);
    if (heldHere.has(absolute)) throw new DataFolderInUseError(folder, owner);
    // Same pid but not held here: a restarted container reusing the pid of the killed holder.
    const liveElsewhere =
      owner?.host === hostname() && owner.pid !== process.pid && isAlive(owner.pid);
    if (liveElsewhere) throw new DataFolderInUseError(folder, owner);
    // The holder died (kill -9) or lives on another host: wait until its lock is stale, then take it over.
    const retries = {
      retries: Math.ceil((STALE_MS + UPDATE_MS) / 500),
      factor: 1,
      minTimeout: 500,
      maxTimeout: 500,
    };
    release = await lockfile
      .lock(absolute, { ...options, retries })
      .catch((retryError: NodeJS.ErrnoException) => {
        throw retryError.code === 'ELOCKED' ? new DataFolderInUseError(folder, owner) : retryError;
      });
  }
  const owner: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  writeFileSync(ownerFile, JSON.stringify(owner));
  heldHere.add(absolute);
  return async () => {
    heldHere.delete(absolute);
    rmSync(ownerFile, { force: true });
    await release();
  };
}
