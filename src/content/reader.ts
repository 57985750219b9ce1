import type { z } from 'zod';
import { spaceOf } from './content-types';
import type { ContentLocale, ContentSource, EntriesQuery, ResolvedEntry } from './source';

export type ListQuery = Omit<EntriesQuery, 'contentType' | 'locale'>;

/** Reads every entry of a content type in one locale, from the space that holds the type. */
export type EntryReader = (
  contentType: string,
  locale: ContentLocale,
  query: ListQuery,
) => Promise<ResolvedEntry[]>;

export function createReader(source: ContentSource, { preview = false } = {}): EntryReader {
  return (contentType, locale, query) =>
    source.entries(spaceOf(contentType), { ...query, contentType, locale }, { preview });
}

/** Entries that parse into the domain type; an entry that does not is skipped with a warning, never shown half-filled. */
export function parseEntries<S extends z.ZodType, T>(
  schema: S,
  entries: readonly ResolvedEntry[],
  toDomain: (fields: z.output<S>, entry: ResolvedEntry) => T,
  warn: (message: string) => void = (message) => console.warn(message),
): T[] {
  const out: T[] = [];
  for (const entry of entries) {
    const parsed = schema.safeParse(entry.fields);
    if (parsed.success) out.push(toDomain(parsed.data, entry));
    else
      warn(
        `[content] skipped ${entry.contentType} ${entry.id}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      );
  }
  return out;
}
