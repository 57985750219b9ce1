import { describe, expect, it } from 'vitest';
import { GET } from '@/pages/api/v2/konew-faqs';
import { expectQueryRefused } from '@/server/api/testing/query-refused';

/** The Astro endpoint, reading the configured content store (the local one in tests: content/). */
const call = async (query: string) =>
  GET({ request: new Request(`http://localhost/api/v2/konew-faqs${query}`) } as never);

type Body = {
  items: Array<{
    slug: string;
    category: string;
    question: string;
    answerText: string;
    answer: { nodeType: string };
  }>;
  total: number;
  skip: number;
  limit: number;
};

describe('GET /api/v2/konew-faqs', () => {
  it('returns the FAQ of a locale in order, cacheable', async () => {
    const response = await call('');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const body = (await response.json()) as Body;
    expect(body).toMatchObject({ total: 26, skip: 0, limit: 100 });
    expect(body.items[0]).toMatchObject({
      slug: 'how-to-apply',
      category: 'account',
      question: '如何申請 Konew 卡？',
      answer: { nodeType: 'document' },
    });
    expect(body.items[0]?.answerText).toContain('下載 Konew App');
  });

  it('filters by category and slug, pages with skip and per_page, in English too', async () => {
    const bnpl = (await (
      await call('?locale=en-US&category=bnpl&skip=1&per_page=2')
    ).json()) as Body;
    expect(bnpl.total).toBe(8);
    expect(bnpl.items.map((i) => i.slug)).toEqual(['which-merchants', 'handling-fee']);
    expect(bnpl.items[0]?.question).toBe('Which merchants offer instalments?');
    const one = (await (await call('?slug=lost-card')).json()) as Body;
    expect(one.items.map((i) => i.category)).toEqual(['credit_card']);
  });

  it('answers 422 with field codes for bad, unknown or repeated parameters', async () => {
    await expectQueryRefused(call('?category=loans&colour=red'), {
      category: 'invalid_value',
      colour: 'unknown_parameter',
    });
    expect((await call('?per_page=101')).status).toBe(422);
    expect((await call('?locale=en-US&locale=zh-HK')).status).toBe(422);
  });
});
