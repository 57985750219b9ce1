import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from './database-errors';
import { PgliteThread } from './pglite-thread';

describe('PGlite on a thread of its own', { timeout: 60_000 }, () => {
  let folder = '';
  let pglite: PgliteThread;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'konew-pglite-thread-'));
    pglite = await PgliteThread.open(folder);
    await pglite.exec('create table t (k text primary key, n int)');
  });
  afterAll(async () => {
    await pglite.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('leaves the calling thread free while a statement works', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    // About half a second of work inside Postgres (a cross join counted).
    await pglite.query(
      'select count(*) from generate_series(1, 3000) a, generate_series(1, 3000) b',
    );
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(elapsed).toBeGreaterThan(100);
    // On the calling thread the timer would have fired once, after the statement.
    expect(ticks).toBeGreaterThan(elapsed / 5 / 4);
  });

  it('answers rows as objects or arrays, with the time types as text when asked', async () => {
    const raw = (value: string) => value;
    const { rows } = (await pglite.query(
      "select 1 as one, timestamptz '2026-11-29 10:00:00+08' as at",
      [],
      { rowMode: 'array', parsers: { 1184: raw } },
    )) as { rows: unknown[][] };
    expect(rows).toEqual([[1, '2026-11-29 02:00:00+00']]);
  });

  it('passes a unique violation on with its code and constraint', async () => {
    await pglite.query('insert into t values ($1, 1)', ['a']);
    const error: unknown = await pglite
      .query('insert into t values ($1, 2)', ['a'])
      .catch((e) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('commits a transaction whose work resolves and rolls back one whose work throws', async () => {
    await pglite.transaction(async (tx) => {
      await tx.query('insert into t values ($1, 1)', ['kept']);
    });
    const failed = pglite.transaction(async (tx) => {
      await tx.query('insert into t values ($1, 1)', ['dropped']);
      throw new Error('work failed');
    });
    await expect(failed).rejects.toThrow('work failed');
    const { rows } = (await pglite.query('select k from t order by k')) as { rows: unknown[] };
    expect(rows).toEqual([{ k: 'a' }, { k: 'kept' }]);
  });

  it('a thread that stops unasked: calls are refused as the database unavailable, and it says so', async () => {
    const stops: Error[] = [];
    const otherFolder = mkdtempSync(path.join(tmpdir(), 'konew-pglite-thread-'));
    const other = await PgliteThread.open(otherFolder, (error) => stops.push(error));
    const pending = other.query('select pg_sleep(1)');
    await (other as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(pending).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(other.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(stops).toHaveLength(1);
    await other.close();
    expect(stops).toHaveLength(1);
    rmSync(otherFolder, { recursive: true, force: true });
  });
});
