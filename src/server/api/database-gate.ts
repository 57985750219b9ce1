// Overload refused cleanly (issue 53, item 6): a submission's database work (the key check, the
// write, its answer) takes one of a few turns per process; a submission that cannot get one within
// the wait is answered 503 `overloaded` with Retry-After before any of it ran (it stored nothing).
// serve/admission.ts counts requests at the door, but PGlite runs its queries on the server's own
// thread: past its capacity the requests admitted all queue inside the database client, each
// waiting behind all the others, and none is refused. Counted here, the queue is what really waits.
import type { DatabaseKind } from '@/db/client';
import { processSingleton } from '@/lib/process-singleton';
import { ApiError } from './api-error';

/** How long a refused submission is asked to wait before it tries again. */
export const OVERLOADED_RETRY_SECONDS = 1;

/**
 * Turns per process and the longest wait for one. PGlite answers one statement at a time: a few
 * turns keep it busy while the next request is parsed, and 250 ms of line bounds what a taken
 * request waits. PostgreSQL: as many turns as the pool has connections (client.ts).
 */
export const gateSettings: Record<DatabaseKind, GateSettings> = {
  pglite: { limit: 4, waitMs: 250 },
  postgresql: { limit: 10, waitMs: 500 },
};

export type GateSettings = { limit: number; waitMs: number };

type Waiter = { go: () => void; refuse: () => void; since: number; timer: NodeJS.Timeout };

export type Gate = {
  /** Runs `work` in a turn; rejects with 503 `overloaded` when no turn frees up within the wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly load: { running: number; waiting: number };
};

export const overloadedError = () =>
  new ApiError(503, 'overloaded', { retryAfterSeconds: OVERLOADED_RETRY_SECONDS });

export function createGate({ limit, waitMs }: GateSettings): Gate {
  let running = 0;
  const line: Waiter[] = [];
  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (running < limit) return void ((running += 1), resolve());
      const refuse = () => reject(overloadedError());
      const waiter: Waiter = {
        go: resolve,
        refuse,
        since: performance.now(),
        timer: setTimeout(() => (line.splice(line.indexOf(waiter), 1), refuse()), waitMs),
      };
      line.push(waiter);
    });
  // The turn passes to the first in line, or is given back. The wait is judged by the clock too:
  // PGlite's work chains on promises, so while it runs no timer fires and the line only grows.
  const leave = () => {
    for (let next = line.shift(); next; next = line.shift()) {
      clearTimeout(next.timer);
      if (performance.now() - next.since <= waitMs) return next.go();
      next.refuse();
    }
    running -= 1;
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

const gates = () => processSingleton('api.databaseGates', () => new Map<DatabaseKind, Gate>());

/** The process's gate for `kind` (made on first use). */
export function databaseGate(kind: DatabaseKind): Gate {
  let gate = gates().get(kind);
  if (!gate) gates().set(kind, (gate = createGate(gateSettings[kind])));
  return gate;
}
