import { describe, expect, it } from 'vitest';
import { sitemapEntries } from './sitemap-entries';

describe('sitemap entries', () => {
  it('lists each page in both locales with the same alternates, once', () => {
    const entries = sitemapEntries(
      [{ path: '/' }, { path: '/blog/a', lastModified: '2026-11-10' }, { path: '/' }],
      'https://www.example.com',
    );
    expect(entries.map((e) => e.url)).toEqual([
      'https://www.example.com/',
      'https://www.example.com/en-US',
      'https://www.example.com/blog/a',
      'https://www.example.com/en-US/blog/a',
    ]);
    expect(entries[3]).toEqual({
      url: 'https://www.example.com/en-US/blog/a',
      lastModified: '2026-11-10',
      alternates: {
        languages: {
          'zh-HK': 'https://www.example.com/blog/a',
          'en-US': 'https://www.example.com/en-US/blog/a',
          'x-default': 'https://www.example.com/blog/a',
        },
      },
    });
  });
});
