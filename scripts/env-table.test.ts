import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../src/env';
import { configurationPath, envTable, withEnvTable } from './env-table';

const root = path.join(import.meta.dirname, '..');

describe('docs/configuration.md', () => {
  it('has the table src/env.ts generates (after changing the schema, run npm run env:table)', async () => {
    const page = await readFile(configurationPath, 'utf8');
    expect(page).toBe(await withEnvTable(page));
  });

  it('is what README links to for the configuration', async () => {
    const readme = await readFile(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain('](docs/configuration.md)');
  });

  it('describes every variable the application reads', () => {
    const table = envTable();
    for (const [key, type] of Object.entries(envSchema.shape)) {
      expect(type.description, key).toBeTruthy();
      expect(table).toContain(`| \`${key}\` |`);
    }
  });

  it('names, for each variable read outside src/env.ts, a file that reads it', async () => {
    const page = await readFile(configurationPath, 'utf8');
    const section = page.slice(
      page.indexOf('<!-- tooling-env:start -->'),
      page.indexOf('<!-- tooling-env:end -->'),
    );
    const rows = [...section.matchAll(/^\| `([A-Z0-9_]+)` +\| `([^`]+)` +\|/gm)];
    expect(rows.length).toBeGreaterThan(0);
    for (const [, key, file] of rows) {
      const source = await readFile(path.join(root, file ?? ''), 'utf8');
      expect(source, `${file} reads ${key}`).toContain(`process.env.${key}`);
    }
  });
});
