import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/server/api/api-error';

import { dropSearchIndexes, searchIndex } from './search-index';
import { searchAnswer } from './search-route';

// Passed in, not mocked: the unit tests share one module graph (vitest.config.ts, isolate: false).
const limit = { check: vi.fn(async () => {}) };
const shared = { expired: false };
const tags = { expiredSince: async () => shared.expired, revalidate: async () => {} };

const ask = (query: string) =>
  searchAnswer(
    new URL(`http://localhost/en-US/search${query}`),
    new Request('http://localhost/'),
    'en-US',
    { checkLimit: limit.check },
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

  it('finds the SME space too: its articles, promotions and use cases on the SME loan page', async () => {
    const pathsOf = async (q: string) => {
      const { outcome } = await ask(`?q=${encodeURIComponent(q)}`);
      return outcome.kind === 'results' ? outcome.results.hits.map((h) => h.path) : [];
    };
    expect(await pathsOf('cash flow')).toContain('/sme-loan#articles');
  });

  it('answers 429 with Retry-After over the limit, never an error page', async () => {
    limit.check.mockRejectedValueOnce(new ApiError(429, 'rate_limited', { retryAfterSeconds: 17 }));
    const answer = await ask('?q=loan');
    expect(answer).toMatchObject({ status: 429, outcome: { kind: 'limited' } });
    expect(answer.headers['retry-after']).toBe('17');
  });

  it('keeps its index until a publish: this process drops it, another sees the recorded tags', async () => {
    const first = await searchIndex('en-US', { shared: tags });
    expect(await searchIndex('en-US', { shared: tags })).toBe(first);
    dropSearchIndexes();
    const second = await searchIndex('en-US', { shared: tags });
    expect(second).not.toBe(first);
    shared.expired = true;
    expect(await searchIndex('en-US', { shared: tags })).not.toBe(second);
  }, 60_000);
});
