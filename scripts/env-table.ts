// `npm run env:table`: writes README's configuration table from the schema in src/env.ts.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { envSchema } from '../src/env';

export const readmePath = path.join(import.meta.dirname, '..', 'README.md');
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

/** README with the generated table between its markers, formatted as `npm run lint` expects. */
export async function readmeWithEnvTable(readme: string): Promise<string> {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${START} and ${END}`);
  const text = `${readme.slice(0, start + START.length)}\n\n${envTable()}\n\n${readme.slice(end)}`;
  const options = await resolveConfig(readmePath);
  return format(text, { ...options, filepath: readmePath });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const readme = await readFile(readmePath, 'utf8');
  await writeFile(readmePath, await readmeWithEnvTable(readme));
  console.log('env:table: README.md configuration table written from src/env.ts');
}
