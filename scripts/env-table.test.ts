import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../src/env';
import { envTable, readmePath, readmeWithEnvTable } from './env-table';

describe("README's configuration", () => {
  it('has the table src/env.ts generates (after changing the schema, run npm run env:table)', async () => {
    const readme = await readFile(readmePath, 'utf8');
    expect(readme).toBe(await readmeWithEnvTable(readme));
  });

  it('describes every variable the application reads', () => {
    const table = envTable();
    for (const [key, type] of Object.entries(envSchema.shape)) {
      expect(type.description, key).toBeTruthy();
      expect(table).toContain(`| \`${key}\` |`);
    }
  });

  it('names, for each variable read outside src/env.ts, a file that reads it', async () => {
    const readme = await readFile(readmePath, 'utf8');
    const section = readme.slice(
      readme.indexOf('<!-- tooling-env:start -->'),
      readme.indexOf('<!-- tooling-env:end -->'),
    );
    const rows = [...section.matchAll(/^\| `([A-Z0-9_]+)` +\| `([^`]+)` +\|/gm)];
    expect(rows.length).toBeGreaterThan(0);
    for (const [, key, file] of rows) {
      const source = await readFile(path.join(path.dirname(readmePath), file ?? ''), 'utf8');
      expect(source, `${file} reads ${key}`).toContain(`process.env.${key}`);
    }
  });
});
