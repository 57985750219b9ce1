import type { AppLocale } from '@/config/locales';
import { env } from '@/env';
import { ApiError } from '@/server/api/api-error';
import { checkRateLimitRule } from '@/server/rate-limit/rate-limit-guard';
import { searchIndex } from './search-index';
import { readSearchParams, searchPage } from './search-query';
import type { SearchOutcome } from './search-view';

export type SearchAnswer = {
  query: string;
  outcome: SearchOutcome;
  status: number;
  headers: Record<string, string>;
};

/**
 * The answer of /search for a request: a query is counted like every read (RATE_LIMIT_READ per
 * address) and then looked up. The query's text is never logged, and never stored anywhere: the
 * page is not route-cached (`private, no-store`), and the referrer it sends is cut (no-referrer).
 */
export async function searchAnswer(
  url: URL,
  request: Request,
  locale: AppLocale,
  { checkLimit = checkRateLimitRule, index = searchIndex } = {},
): Promise<SearchAnswer> {
  const { q: query, page } = readSearchParams(url.searchParams);
  const headers = { 'cache-control': 'private, no-store' };
  if (!query) return { query, outcome: { kind: 'empty' }, status: 200, headers };
  try {
    await checkLimit('search', env.RATE_LIMIT_READ, request);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    const retry = { 'retry-after': String(error.retryAfterSeconds ?? 60) };
    return { query, outcome: { kind: 'limited' }, status: 429, headers: { ...headers, ...retry } };
  }
  const results = searchPage(await index(locale), query, page);
  return { query, outcome: { kind: 'results', results }, status: 200, headers };
}
