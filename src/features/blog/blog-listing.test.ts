import { describe, expect, it } from 'vitest';
import type { Article } from '@/content/model';
import {
  articlesOnTopic,
  hotArticles,
  listingPath,
  paginate,
  parsePage,
  relatedArticles,
  topicsOf,
} from './blog-listing';

const article = (slug: string, topics: string[], hot = false): Article => ({
  id: slug,
  kind: 'blog',
  contentType: 'konewBlogPost',
  slug,
  title: slug,
  summary: '',
  topics,
  featured: false,
  hot,
  publishDate: '2026-01-01',
});

const all = [
  article('a', ['travel', 'money-tips'], true),
  article('b', ['security']),
  article('c', ['travel']),
  article('d', ['money-tips', 'travel'], true),
  article('e', ['unknown-topic']),
];

describe('blog listing', () => {
  it('pages nine at a time and refuses pages that do not exist', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(paginate(items, 1)).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7, 8], page: 1, pages: 2 });
    expect(paginate(items, 2)?.items).toEqual([9, 10, 11]);
    expect(paginate(items, 3)).toBeUndefined();
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });

  it('reads page numbers from URLs strictly', () => {
    expect(parsePage('2')).toBe(2);
    expect(['0', '02', '1.5', 'x', ''].map(parsePage)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('filters by topic and lists the known topics in use', () => {
    expect(articlesOnTopic(all, 'travel').map((a) => a.slug)).toEqual(['a', 'c', 'd']);
    expect(topicsOf(all)).toEqual(['money-tips', 'travel', 'security']);
  });

  it('lists hot articles and related articles by shared topics', () => {
    expect(hotArticles(all).map((a) => a.slug)).toEqual(['a', 'd']);
    expect(relatedArticles(all[0]!, all).map((a) => a.slug)).toEqual(['d', 'c', 'b']);
  });

  it('builds listing paths', () => {
    expect([
      listingPath(undefined, 1),
      listingPath(undefined, 2),
      listingPath('travel', 1),
      listingPath('travel', 3),
    ]).toEqual(['/blog', '/blog/page/2', '/blog/topic/travel', '/blog/topic/travel/page/3']);
  });
});
