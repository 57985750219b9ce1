// Checks a space export before it is imported into Contentful: every link resolves, every
// required field is there, every asset file sits where `--upload-assets` will look for it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ExportFile } from '../../src/content/local/export-file';
import { collectLinks } from '../../src/content/local/links';

/** Any part of an unchecked file may be missing: what the site's ExportFile names, all optional. */
type Unchecked<T> = T extends readonly (infer Item)[]
  ? Unchecked<Item>[]
  : T extends object
    ? { [K in keyof T]?: Unchecked<T[K]> }
    : T;

type ExportCheck = {
  problems: string[];
  summary: { contentTypes: number; entries: number; assets: number; locales: string[] };
};

type Range = { min?: number; max?: number };

/** A field's `range` validation (Contentful's for numbers: a loan product's figures), if it has one. */
function rangeOf(field: object): Range | undefined {
  const validations =
    'validations' in field && Array.isArray(field.validations) ? field.validations : [];
  const found: unknown = validations.find((v) => v && typeof v === 'object' && 'range' in v);
  return found && typeof found === 'object' && 'range' in found
    ? (found.range as Range)
    : undefined;
}

/** Problems found in `<dir>/export.json` (empty when it is ready to import) and a summary. */
export function validateExport(dir: string): ExportCheck {
  const data: Unchecked<ExportFile> = JSON.parse(
    readFileSync(path.join(dir, 'export.json'), 'utf8'),
  );
  const problems: string[] = [];
  const defaultLocale = data.locales?.find((l) => l.default)?.code ?? 'en-US';
  const types = new Map((data.contentTypes ?? []).map((t) => [t.sys?.id, t]));
  const ids = new Set([...(data.entries ?? []), ...(data.assets ?? [])].map((e) => e.sys?.id));
  for (const entry of data.entries ?? []) {
    const type = types.get(entry.sys?.contentType?.sys?.id);
    if (!type) {
      problems.push(`${entry.sys?.id}: unknown content type ${entry.sys?.contentType?.sys?.id}`);
      continue;
    }
    const fields = type.fields ?? [];
    for (const field of fields.filter((f) => f.required)) {
      if (entry.fields?.[field.id ?? '']?.[defaultLocale] === undefined)
        problems.push(`${entry.sys?.id}: required ${field.id} missing in ${defaultLocale}`);
    }
    for (const field of fields) {
      const range = rangeOf(field);
      for (const value of Object.values(entry.fields?.[field.id ?? ''] ?? {})) {
        if (!range || typeof value !== 'number') continue;
        if (value < (range.min ?? -Infinity) || value > (range.max ?? Infinity))
          problems.push(`${entry.sys?.id}: ${field.id} ${value} outside its range`);
      }
    }
    for (const key of Object.keys(entry.fields ?? {})) {
      if (!fields.some((f) => f.id === key))
        problems.push(`${entry.sys?.id}: ${key} is not a field of ${type.sys?.id}`);
    }
    for (const { sys: link } of collectLinks(entry.fields)) {
      if ((link.linkType === 'Entry' || link.linkType === 'Asset') && !ids.has(link.id))
        problems.push(`${entry.sys?.id}: link to missing ${link.linkType} ${link.id}`);
    }
  }
  for (const asset of data.assets ?? []) {
    for (const [locale, file] of Object.entries(asset.fields?.file ?? {})) {
      const url = file && typeof file === 'object' && 'url' in file ? file.url : undefined;
      const local = path.join(dir, String(url).replace(/^(?:https?:)?\/\//, ''));
      if (!existsSync(local))
        problems.push(
          `${asset.sys?.id}: file for ${locale} not found at ${path.relative(dir, local)}`,
        );
    }
  }
  const summary = {
    contentTypes: types.size,
    entries: data.entries?.length ?? 0,
    assets: data.assets?.length ?? 0,
    locales: (data.locales ?? []).map((l) => l.code ?? ''),
  };
  return { problems, summary };
}
