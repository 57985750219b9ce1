import type { z } from 'zod';
import { spaceOf } from './content-types';
import {
  DEFAULT_LIMIT,
  type ContentLocale,
  type ContentSource,
  type EntriesQuery,
  type ResolvedEntry,
} from './source';

export type ListQuery = Omit<EntriesQuery, 'content_type' | 'locale' | 'skip' | 'limit'>;

/** Reads every entry matching a query, page by page (`perPage` entries a request, 100 by default). */
export type EntryReader = (
  contentType: string,
  locale: ContentLocale,
  query?: ListQuery,
) => Promise<ResolvedEntry[]>;

export function createReader(
  source: ContentSource,
  { preview = false, perPage = DEFAULT_LIMIT } = {},
): EntryReader {
  return async (contentType, locale, query = {}) => {
    const items: ResolvedEntry[] = [];
    for (let skip = 0; ; skip += perPage) {
      const page = await source.getEntries(
        spaceOf(contentType),
        { ...query, content_type: contentType, locale, skip, limit: perPage },
        { preview },
      );
      items.push(...page.items);
      if (page.items.length === 0 || skip + perPage >= page.total) return items;
    }
  };
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
