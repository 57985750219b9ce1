import { describe, expect, it } from 'vitest';
import type { Article, CardCampaign } from '@/content/model';
import { latestItems } from './latest-items';

const promo = (slug: string, startDate: string, endDate: string) =>
  ({ slug, startDate, endDate }) as CardCampaign;
const post = (slug: string, publishDate: string, featured = false) =>
  ({ slug, publishDate, featured }) as Article;

describe('home latest items', () => {
  it('takes the newest running promotion and the newest article and news, whatever is featured', () => {
    const now = Date.parse('2026-11-21T00:00:00Z');
    const items = latestItems(
      {
        promotions: [
          promo('old', '2026-01-01', '2027-12-31'),
          promo('new', '2026-11-01', '2027-01-31'),
          promo('ended', '2026-11-10', '2026-11-15'),
          promo('soon', '2026-12-01', '2027-01-31'),
        ],
        articles: [post('featured-old', '2026-01-01', true), post('recent', '2026-11-10')],
        news: [post('n1', '2026-09-01'), post('n2', '2026-10-01')],
      },
      now,
    );
    expect([items.promotion?.slug, items.article?.slug, items.news?.slug]).toEqual([
      'new',
      'recent',
      'n2',
    ]);
  });
});
