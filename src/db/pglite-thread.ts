import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DatabaseUnavailableError } from './database-errors';

// The embedded PGlite runs its statements on a worker thread of its own, not on the server's:
// WebAssembly Postgres holds the thread it runs on, and on the server's it held the HTTP work too,
// so past its capacity requests waited seconds before the server even read them (issue 53: p99
// 9.6 s at 300/s). This is the client Drizzle's PGlite driver is given: `query`, `exec` and
// `transaction`, each a message to the thread; the thread keeps PGlite's own order of statements.

type QueryOptions = {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string) => unknown>;
};
type Message = {
  op: 'query' | 'exec' | 'begin' | 'end' | 'close';
  tx?: number;
  [key: string]: unknown;
};
type Scoped = { query: PgliteThread['query']; exec: PgliteThread['exec'] };

/** Runs in the thread: plain JavaScript, its only import PGlite itself (workerData.entry). */
const threadSource = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const transactions = new Map();
let nextTx = 1;
const keep = (value) => value;
const optionsOf = (o) => o && { rowMode: o.rowMode, parsers: Object.fromEntries((o.rawTypes || []).map((t) => [t, keep])) };
const errorOf = (e) => Object.fromEntries(['name', 'message', 'code', 'constraint', 'detail', 'severity', 'table', 'column', 'schema'].map((k) => [k, e && e[k]]));
const opened = import(workerData.entry).then(({ PGlite }) => PGlite.create(workerData.dataDir));
opened.then(() => parentPort.postMessage({ ready: true }), (e) => parentPort.postMessage({ openError: errorOf(e) }));
async function run(db, m) {
  const on = m.tx ? transactions.get(m.tx).tx : db;
  if (m.op === 'query') return on.query(m.sql, m.params, optionsOf(m.options));
  if (m.op === 'exec') return on.exec(m.sql, optionsOf(m.options));
  if (m.op === 'close') return db.close();
  if (m.op === 'end') { const t = transactions.get(m.tx); transactions.delete(m.tx); t.end(m.commit); return t.done; }
  return new Promise((begun, failed) => {
    const id = nextTx++;
    const rollback = new Error('rollback');
    const done = db.transaction(async (tx) => {
      const commit = await new Promise((end) => { transactions.set(id, { tx, end, done }); begun(id); });
      if (!commit) throw rollback;
    }).then(() => undefined, (e) => { if (e !== rollback) throw e; });
    done.catch(failed);
  });
}
parentPort.on('message', (m) => opened
  .then((db) => run(db, m))
  .then((result) => parentPort.postMessage({ id: m.id, result }), (e) => parentPort.postMessage({ id: m.id, error: errorOf(e) })));
`;

const databaseError = (fields: Record<string, unknown>) =>
  Object.assign(new Error(String(fields.message)), fields);

/** Drizzle's PGlite driver asks for raw text of the time types: the thread keeps them as text too. */
function describe(options?: QueryOptions) {
  if (!options) return undefined;
  const rawTypes = Object.entries(options.parsers ?? {}).map(([type, parse]) => {
    if (parse('2026-01-01') !== '2026-01-01') throw new Error(`PGlite thread: parser of ${type}`);
    return Number(type);
  });
  return { rowMode: options.rowMode, rawTypes };
}

export class PgliteThread {
  private readonly calls = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  private nextId = 1;
  private exited: Error | undefined;
  private closing = false;

  private constructor(
    private readonly worker: Worker,
    onStop: (error: Error) => void,
  ) {
    worker.on('message', (m: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const call = this.calls.get(m.id);
      this.calls.delete(m.id);
      if (m.error) call?.reject(databaseError(m.error));
      else call?.resolve(m.result);
    });
    // A thread that stops unasked (PGlite aborted, out of memory): every call is refused as the
    // database being unavailable (503), and `onStop` hears of it.
    worker.on('exit', (code) => {
      this.exited = new DatabaseUnavailableError(`The PGlite thread stopped (exit code ${code}).`);
      for (const call of this.calls.values()) call.reject(this.exited);
      this.calls.clear();
      if (!this.closing) onStop(this.exited);
    });
  }

  /** Starts the thread and opens the data folder in it (PGlite.create). */
  static async open(
    dataDir: string,
    onStop: (error: Error) => void = () => undefined,
  ): Promise<PgliteThread> {
    const entry = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const worker = new Worker(threadSource, {
      eval: true,
      workerData: { dataDir, entry: entry.href },
    });
    const opened = await new Promise<{ ready?: true; openError?: Record<string, unknown> }>(
      (resolve, reject) => worker.once('message', resolve).once('error', reject),
    );
    if (opened.openError) {
      await worker.terminate();
      throw databaseError(opened.openError);
    }
    return new PgliteThread(worker, onStop);
  }

  private call(message: Message): Promise<unknown> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<never> {
    return this.call({
      op: 'query',
      sql,
      params,
      options: describe(options),
      tx,
    }) as Promise<never>;
  }

  exec(sql: string, options?: QueryOptions, tx?: number): Promise<never> {
    return this.call({ op: 'exec', sql, options: describe(options), tx }) as Promise<never>;
  }

  /** `work` on one transaction of the thread's PGlite: committed when it resolves, else rolled back. */
  async transaction<T>(work: (tx: Scoped) => Promise<T>): Promise<T> {
    const tx = (await this.call({ op: 'begin' })) as number;
    const scoped: Scoped = {
      query: (sql, params, options) => this.query(sql, params, options, tx),
      exec: (sql, options) => this.exec(sql, options, tx),
    };
    let result: T;
    try {
      result = await work(scoped);
    } catch (error) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    this.closing = true;
    if (!this.exited) await this.call({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
