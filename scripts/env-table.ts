// `npm run env:table`: writes the configuration table of docs/configuration.md from the schema in
// src/env.ts.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { envSchema } from '../src/env';

export const configurationPath = path.join(import.meta.dirname, '..', 'docs', 'configuration.md');
const START = '<!-- env-table:start (generated from src/env.ts by `npm run env:table`) -->';
const END = '<!-- env-table:end -->';

/** The value a key takes when it is not set, looking through optional, catch and transform wrappers. */
function defaultOf(type: z.core.$ZodType): unknown {
  if (type instanceof z.ZodDefault) return type.def.defaultValue;
  if (type instanceof z.ZodPipe) return defaultOf(type.in);
  if (type instanceof z.ZodOptional || type instanceof z.ZodCatch) return defaultOf(type.unwrap());
  return undefined;
}

const cell = (text: string) => text.replaceAll('|', '\\|');
const shownDefault = (value: unknown) =>
  value === undefined ? 'none' : value === '' ? 'empty' : `\`${String(value)}\``;

/** One row per key of the schema: its name, its default and its description. */
export function envTable(): string {
  const rows = Object.entries(envSchema.shape).map(
    ([key, type]) =>
      `| \`${key}\` | ${cell(shownDefault(defaultOf(type)))} | ${cell(type.description ?? '')} |`,
  );
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The page with the generated table between its markers, formatted as `npm run lint` expects. */
export async function withEnvTable(page: string): Promise<string> {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`docs/configuration.md needs the markers ${START} and ${END}`);
  const text = `${page.slice(0, start + START.length)}\n\n${envTable()}\n\n${page.slice(end)}`;
  const options = await resolveConfig(configurationPath);
  return format(text, { ...options, filepath: configurationPath });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const page = await readFile(configurationPath, 'utf8');
  await writeFile(configurationPath, await withEnvTable(page));
  console.log('env:table: docs/configuration.md table written from src/env.ts');
}
