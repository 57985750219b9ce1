// Overload refused cleanly (issue 53, item 6): a submission's database work (the key check, the
// write, its answer) takes one of a few turns per process, after at most `queue` others in line; a
// submission that finds the line full is answered 503 `overloaded` with Retry-After at once, before
// any of it ran (it stored nothing).
// Why here and by count, not at the door and by time (serve/admission.ts): PGlite answers one
// statement at a time (on its own thread, src/db/pglite-thread.ts). Past its capacity the admitted
// requests would all queue inside the database client, each waiting behind the whole line; a short
// line here bounds that wait, and the server's thread, free of PGlite's work, reads the next
// requests and refuses them cheaply (measured, bench:api at 600/s, twice PGlite's capacity: p99 of
// the requests taken 0.4 s, no connection error; with PGlite on the server's thread: 8.9 s, 46).
// No time limit: a process that has just started holds its first requests for a second or more.
import type { DatabaseKind } from '@/db/client';
import { processSingleton } from '@/lib/process-singleton';
import { ApiError } from './api-error';

/** How long a refused submission is asked to wait before it tries again. */
export const OVERLOADED_RETRY_SECONDS = 1;

export type GateSettings = { limit: number; queue: number };

/**
 * Turns and places in line per process. PGlite answers one statement at a time: 4 turns keep it
 * busy while the next request is parsed, and 20 in all (about 100 ms of its work) bound what a
 * taken request waits. PostgreSQL: as many turns as the pool has connections (client.ts); its line
 * is longer than serve/admission.ts lets through, so there the door decides.
 */
export const gateSettings: Record<DatabaseKind, GateSettings> = {
  pglite: { limit: 4, queue: 16 },
  postgresql: { limit: 10, queue: 54 },
};

export type Gate = {
  /** Runs `work` in a turn; rejects with 503 `overloaded` when the line is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly load: { running: number; waiting: number };
};

export const overloadedError = () =>
  new ApiError(503, 'overloaded', { retryAfterSeconds: OVERLOADED_RETRY_SECONDS });

export function createGate({ limit, queue }: GateSettings): Gate {
  let running = 0;
  const line: (() => void)[] = [];
  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (running < limit) return void ((running += 1), resolve());
      if (line.length >= queue) return reject(overloadedError());
      line.push(resolve);
    });
  // The turn passes to the first in line, or is given back.
  const leave = () => {
    const next = line.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(work) {
      await turn();
      try {
        return await work();
      } finally {
        leave();
      }
    },
    get load() {
      return { running, waiting: line.length };
    },
  };
}

/** The process's gate for `kind` (made on first use). */
export const databaseGate = (kind: DatabaseKind): Gate =>
  processSingleton(`api.databaseGate.${kind}`, () => createGate(gateSettings[kind]));
