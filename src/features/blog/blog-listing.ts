import type { Article } from '@/content/model';
import { isValidSlug } from '@/lib/slug';

export const BLOG_PAGE_SIZE = 9;
/** Topics with a label in messages (Blog.topics), in the order the navigation shows them. */
export const knownTopics = [
  'instalments',
  'credit-score',
  'money-tips',
  'travel',
  'security',
] as const;
export type KnownTopic = (typeof knownTopics)[number];

export function isKnownTopic(topic: string): topic is KnownTopic {
  return (knownTopics as readonly string[]).includes(topic);
}

/** One page of a list, or undefined when the page does not exist (page 1 of an empty list does). */
export function paginate<T>(items: readonly T[], page: number, size: number = BLOG_PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(items.length / size));
  if (!Number.isInteger(page) || page < 1 || page > pages) return undefined;
  return { items: items.slice((page - 1) * size, page * size), page, pages };
}

/** A page number from a URL segment: digits only, no leading zero. */
export function parsePage(segment: string): number | undefined {
  return /^[1-9]\d{0,3}$/.test(segment) ? Number(segment) : undefined;
}

/** The topics that have articles, known ones first in their order. */
export function topicsOf(articles: readonly Article[]): KnownTopic[] {
  const used = new Set(articles.flatMap((a) => a.topics));
  return knownTopics.filter((t) => used.has(t));
}

export function articlesOnTopic(articles: readonly Article[], topic: string): Article[] {
  return articles.filter((a) => a.topics.includes(topic));
}

/** Hot topics: the articles the editors flag as hot, in blog order. */
export function hotArticles(articles: readonly Article[], limit = 5): Article[] {
  return articles.filter((a) => a.hot).slice(0, limit);
}

/** Up to `limit` other articles sharing the most topics with this one, then the rest in blog order. */
export function relatedArticles(article: Article, all: readonly Article[], limit = 3): Article[] {
  const shared = (other: Article) => other.topics.filter((t) => article.topics.includes(t)).length;
  return all
    .filter((other) => other.slug !== article.slug)
    .map((other, index) => ({ other, score: shared(other), index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ other }) => other);
}

/** Paths of the listing pages: /blog, /blog/page/2, /blog/topic/travel, /blog/topic/travel/page/2. */
export function listingPath(topic: string | undefined, page: number): string {
  const base = topic && isValidSlug(topic) ? `/blog/topic/${topic}` : '/blog';
  return page > 1 ? `${base}/page/${page}` : base;
}
