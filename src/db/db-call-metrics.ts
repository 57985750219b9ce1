import { metrics } from '@opentelemetry/api';

type Kind = 'pglite' | 'postgresql';
type Call = (...args: never[]) => Promise<unknown>;

/**
 * `db.client.operation.duration_seconds` (Prometheus: `konew_db_client_operation_duration_seconds`) by
 * database kind and outcome: one sample per statement sent. Never the SQL or its parameters.
 */
function record(kind: Kind, started: number, outcome: 'ok' | 'error') {
  metrics
    .getMeter('konew-website')
    .createHistogram('db.client.operation.duration_seconds', {
      description: 'Time of one database statement',
      unit: 's',
      advice: {
        explicitBucketBoundaries: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1, 5],
      },
    })
    .record((performance.now() - started) / 1000, { db_system: kind, outcome });
}

const timedAlready = new WeakSet<object>();

/**
 * Replaces `target[name]` (methods returning a promise) with timed ones, once per object. A call
 * given a callback (node-postgres' own pool uses them) is passed on untimed.
 */
export function timeCalls<T extends object>(target: T, names: (keyof T)[], kind: Kind): T {
  if (timedAlready.has(target)) return target;
  timedAlready.add(target);
  for (const name of names) {
    const original = target[name] as unknown as Call;
    const timed = async (...args: never[]) => {
      const started = performance.now();
      try {
        const result = await original.apply(target, args);
        record(kind, started, 'ok');
        return result;
      } catch (error) {
        record(kind, started, 'error');
        throw error;
      }
    };
    const passOn = (...args: never[]) =>
      args.some((arg) => typeof arg === 'function') ? original.apply(target, args) : timed(...args);
    Object.defineProperty(target, name, { value: passOn, configurable: true, writable: true });
  }
  return target;
}

type Transactional = {
  transaction(work: (tx: object) => Promise<unknown>): Promise<unknown>;
};

/** PGlite: its statements and those run inside its transactions. */
export function timePglite<T extends object>(client: T): T {
  const target = client as unknown as Transactional;
  const transaction = target.transaction.bind(target);
  timeCalls(target, ['query', 'exec'] as never[], 'pglite');
  const timedTransaction = (work: (tx: object) => Promise<unknown>) =>
    transaction((tx) => work(timeCalls(tx, ['query', 'exec'] as never[], 'pglite')));
  Object.defineProperty(target, 'transaction', { value: timedTransaction, configurable: true });
  return client;
}

type Connectable = { connect(...args: never[]): Promise<unknown> | void; query: unknown };

/** node-postgres: the pool's queries and those on a client it lends (transactions). */
export function timePool<T extends Connectable>(pool: T): T {
  timeCalls(pool, ['query'] as (keyof T)[], 'postgresql');
  const connect = pool.connect.bind(pool) as (...args: never[]) => unknown;
  const timedConnect = (...args: never[]) => {
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<object>).then((client) =>
      timeCalls(client, ['query'] as never[], 'postgresql'),
    );
  };
  Object.defineProperty(pool, 'connect', { value: timedConnect, configurable: true });
  return pool;
}
