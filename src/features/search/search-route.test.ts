import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/server/api/api-error';

const limit = vi.hoisted(() => ({ check: vi.fn(async () => {}) }));
const shared = vi.hoisted(() => ({ expired: false }));
vi.mock('@/server/rate-limit/rate-limit-guard', () => ({ checkRateLimitRule: limit.check }));
vi.mock('@/server/publishing/process-cache-tags', () => ({
  processCacheTags: () => ({
    expiredSince: async () => shared.expired,
    revalidate: async () => {},
  }),
}));

const { searchAnswer } = await import('./search-route');
const { dropSearchIndexes, searchIndex } = await import('./search-index');

const ask = (query: string) =>
  searchAnswer(
    new URL(`http://localhost/en-US/search${query}`),
    new Request('http://localhost/'),
    'en-US',
  );

afterEach(() => {
  limit.check.mockClear();
  shared.expired = false;
});

describe('/search', () => {
  it('counts a query against the read limit and answers from the index; an empty one is free', async () => {
    const empty = await ask('');
    expect(empty.outcome).toEqual({ kind: 'empty' });
    expect(limit.check).not.toHaveBeenCalled();
    const found = await ask('?q=instalmnt');
    expect(limit.check).toHaveBeenCalledWith('search', expect.anything(), expect.any(Request));
    expect(found.headers['cache-control']).toBe('private, no-store');
    const paths =
      found.outcome.kind === 'results' ? found.outcome.results.hits.map((h) => h.path) : [];
    expect(paths).toContain('/InstallmentIntroRoute');
  });

  it('finds every kind of content: FAQ, articles, branches, terms', async () => {
    const typesOf = async (q: string) => {
      const { outcome } = await ask(`?q=${encodeURIComponent(q)}`);
      return outcome.kind === 'results' ? outcome.results.hits.map((h) => h.type) : [];
    };
    expect(await typesOf('intermediary')).toContain('faq');
    expect(await typesOf('Shau Kei Wan')).toContain('branch');
    expect(await typesOf('interest-free period')).toContain('article');
  });

  it('answers 429 with Retry-After over the limit, never an error page', async () => {
    limit.check.mockRejectedValueOnce(new ApiError(429, 'rate_limited', { retryAfterSeconds: 17 }));
    const answer = await ask('?q=loan');
    expect(answer).toMatchObject({ status: 429, outcome: { kind: 'limited' } });
    expect(answer.headers['retry-after']).toBe('17');
  });

  it('keeps its index until a publish: this process drops it, another sees the recorded tags', async () => {
    const first = await searchIndex('zh-HK');
    expect(await searchIndex('zh-HK')).toBe(first);
    dropSearchIndexes();
    const second = await searchIndex('zh-HK');
    expect(second).not.toBe(first);
    shared.expired = true;
    expect(await searchIndex('zh-HK')).not.toBe(second);
  }, 30_000);
});
