import { z } from '@/lib/zod';
import type { SearchType } from './search-document';
import { highlight, snippet, type TextPiece } from './search-highlight';
import type { SearchIndex } from './search-index';
import { prefixAllowed, queryTerms, typoAllowance } from './search-tokens';

export const SEARCH_PAGE_SIZE = 10;
export const MAX_QUERY_LENGTH = 100;
const MAX_PAGE = 50;

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * `?q=…&page=…` as the page reads it: never an error. A query is trimmed and cut to 100 characters,
 * a page that is no number from 1 to 50 is the first (a bad link still shows results).
 */
export const searchParamsSchema = z.object({
  q: z.preprocess(
    firstValue,
    z
      .string()
      .catch('')
      .transform((q) => q.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH)),
  ),
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(MAX_PAGE).catch(1)),
});
export type SearchParams = z.output<typeof searchParamsSchema>;

export function readSearchParams(params: URLSearchParams): SearchParams {
  return searchParamsSchema.parse({ q: params.get('q') ?? '', page: params.get('page') ?? '1' });
}

export type SearchHit = {
  id: string;
  type: SearchType;
  path: string;
  title: TextPiece[];
  snippet: TextPiece[];
};
export type SearchPage = { total: number; page: number; pages: number; hits: SearchHit[] };

/** One page of results for a query, best first, each with its title and snippet marked. */
export function searchPage(index: SearchIndex, query: string, page: number): SearchPage {
  const terms = queryTerms(query);
  if (terms.length === 0) return { total: 0, page: 1, pages: 0, hits: [] };
  const results = index.search(query, {
    tokenize: queryTerms,
    processTerm: (term) => term,
    combineWith: 'AND',
    prefix: prefixAllowed,
    fuzzy: typoAllowance,
    boost: { title: 3 },
  });
  const pages = Math.ceil(results.length / SEARCH_PAGE_SIZE);
  const current = Math.min(page, Math.max(pages, 1));
  const hits = results
    .slice((current - 1) * SEARCH_PAGE_SIZE, current * SEARCH_PAGE_SIZE)
    .map((result): SearchHit => {
      const matched = [...new Set([...result.terms, ...terms])];
      return {
        id: String(result.id),
        type: result.type as SearchType,
        path: String(result.path),
        title: highlight(String(result.title), matched),
        snippet: snippet(String(result.text), matched),
      };
    });
  return { total: results.length, page: current, pages, hits };
}
