import { periodOf, startOf } from '@/content/dates';
import type { Article, CardCampaign } from '@/content/model';

const newest = <T>(items: readonly T[], date: (item: T) => number): T | undefined =>
  [...items].sort((a, b) => date(b) - date(a))[0];

/**
 * The home teaser row: the newest running promotion (by start date), the newest blog article and
 * the newest news item, by date rather than the featured-first order of the listings.
 */
export function latestItems(
  {
    promotions,
    articles,
    news,
  }: {
    promotions: readonly CardCampaign[];
    articles: readonly Article[];
    news: readonly Article[];
  },
  now: number,
) {
  const running = promotions.filter((p) => periodOf(p, now) === 'active');
  return {
    promotion: newest(running, (p) => startOf(p.startDate ?? p.endDate)),
    article: newest(articles, (a) => startOf(a.publishDate)),
    news: newest(news, (a) => startOf(a.publishDate)),
  };
}
