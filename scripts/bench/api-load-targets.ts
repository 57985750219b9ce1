// The databases the API load benchmark runs against: a fresh PGlite folder, a fresh PostgreSQL database.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type BenchTarget = {
  name: string;
  env: Record<string, string>;
  /** Stored SME applications, counted after the server stopped. */
  stored(): Promise<number>;
  cleanup(): Promise<unknown> | void;
};

const countSql = "select count(*)::int as n from submissions where kind = 'sme_application'";

export function pgliteTarget(): BenchTarget {
  const folder = mkdtempSync(path.join(tmpdir(), 'konew-bench-'));
  return {
    name: 'PGlite',
    env: { DATA_DIR: folder },
    async stored() {
      const db = await PGlite.create(folder);
      const { rows } = await db.query<{ n: number }>(countSql);
      await db.close();
      return rows[0]?.n ?? 0;
    },
    cleanup: () => rmSync(folder, { recursive: true, force: true }),
  };
}

async function query(connectionString: string, sql: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await client.query<{ n: number }>(sql);
  } finally {
    await client.end();
  }
}

export async function postgresTarget(url: string): Promise<BenchTarget> {
  const name = `konew_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await query(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: target.toString() },
    stored: async () => (await query(target.toString(), countSql)).rows[0]?.n ?? 0,
    cleanup: () => query(url, `drop database if exists ${name} with (force)`),
  };
}
