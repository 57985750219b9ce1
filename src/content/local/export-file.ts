import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from '@/lib/zod';

/** A link as Contentful stores it: `{ sys: { type: 'Link', linkType, id } }`. */
export const linkSchema = z.object({
  sys: z.object({ type: z.literal('Link'), linkType: z.string(), id: z.string() }),
});
export type Link = z.infer<typeof linkSchema>;

const sysSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedVersion: z.number().optional(),
  archivedVersion: z.number().optional(),
});

/** Locale-keyed values: `{ "en-US": value, "zh-Hant-HK": value }`. */
const localizedFields = z.record(z.string(), z.record(z.string(), z.unknown()));

export const exportEntrySchema = z.object({
  sys: sysSchema.extend({ contentType: linkSchema }),
  fields: localizedFields.default({}),
  metadata: z.unknown().optional(),
});
export type ExportEntry = z.infer<typeof exportEntrySchema>;

export const exportAssetSchema = z.object({
  sys: sysSchema,
  fields: localizedFields.default({}),
  metadata: z.unknown().optional(),
});
export type ExportAsset = z.infer<typeof exportAssetSchema>;

const contentTypeSchema = z.looseObject({
  sys: z.looseObject({ id: z.string() }),
  name: z.string(),
  displayField: z.string().nullish(),
  fields: z.array(
    z.looseObject({ id: z.string(), type: z.string(), localized: z.boolean().optional() }),
  ),
});
export type ExportContentType = z.infer<typeof contentTypeSchema>;

const localeSchema = z.looseObject({
  code: z.string(),
  default: z.boolean().optional(),
  fallbackCode: z.string().nullish(),
});

/** The JSON that `contentful space export` writes (the parts the site reads; the rest is kept as is). */
export const exportFileSchema = z.looseObject({
  contentTypes: z.array(contentTypeSchema).default([]),
  entries: z.array(exportEntrySchema).default([]),
  assets: z.array(exportAssetSchema).default([]),
  locales: z.array(localeSchema).default([]),
});
export type ExportFile = z.infer<typeof exportFileSchema>;

/** The space's export plus where its asset files live (the folder `--download-assets` fills). */
export type SpaceExport = ExportFile & { dir: string };

const cache = new Map<string, { mtimeMs: number; data: Promise<SpaceExport> }>();

/** `export.json`, else the newest file `contentful space export` named `contentful-export-*.json`. */
async function exportFileIn(dir: string): Promise<string> {
  const names = await readdir(dir);
  if (names.includes('export.json')) return path.join(dir, 'export.json');
  const exported = names.filter((name) => /^contentful-export-.*\.json$/.test(name)).sort();
  const newest = exported.at(-1);
  if (!newest) throw new Error(`No export.json or contentful-export-*.json in ${dir}`);
  return path.join(dir, newest);
}

/** The version of a space's export: its file and modification time. */
export async function exportVersion(dir: string): Promise<string> {
  const file = await exportFileIn(dir);
  return `${path.basename(file)}@${(await stat(file)).mtimeMs}`;
}

/** Loads a space's export, re-reading it only when the file changed (so a webhook sees edits). */
export async function loadSpaceExport(dir: string): Promise<SpaceExport> {
  const file = await exportFileIn(dir);
  const { mtimeMs } = await stat(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.data;
  const data = readFile(file, 'utf8').then((text) => ({
    ...exportFileSchema.parse(JSON.parse(text)),
    dir,
  }));
  cache.set(file, { mtimeMs, data });
  data.catch(() => cache.delete(file));
  return data;
}
