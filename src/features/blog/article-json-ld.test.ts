import { describe, expect, it } from 'vitest';
import type { Article } from '@/content/model';
import { articleJsonLd } from './article-json-ld';

const base: Article = {
  id: 'x',
  kind: 'blog',
  contentType: 'konewBlogPost',
  slug: 'instalment-basics',
  title: '先買後付點運作？',
  summary: '三分鐘看懂分期',
  topics: ['instalments'],
  featured: true,
  hot: false,
  publishDate: '2026-11-10',
  coverImage: {
    kind: 'asset',
    id: 'img',
    title: 'cover',
    description: '',
    url: '/content-assets/card/images.ctfassets.net/s/img/t/img.png',
    contentType: 'image/png',
    fileName: 'img.png',
    width: 1200,
    height: 675,
  },
};

describe('article JSON-LD', () => {
  it('describes a blog post with its canonical URL, date, image and publisher', () => {
    expect(articleJsonLd(base, 'en-US', 'https://www.example.com')).toMatchObject({
      '@type': 'BlogPosting',
      headline: '先買後付點運作？',
      datePublished: '2026-11-10',
      image: [
        'https://www.example.com/content-assets/card/images.ctfassets.net/s/img/t/img.png?w=800&fm=webp',
      ],
      mainEntityOfPage: { '@id': 'https://www.example.com/en-US/blog/instalment-basics' },
      publisher: { '@type': 'Organization', name: 'Sample Finance Limited' },
      inLanguage: 'en-US',
    });
  });
  it('uses NewsArticle for news and VideoObject for videos', () => {
    expect(
      articleJsonLd({ ...base, kind: 'news' }, 'zh-HK', 'https://www.example.com')['@type'],
    ).toBe('NewsArticle');
    expect(
      articleJsonLd(
        { ...base, kind: 'video', videoUrl: 'https://v.example/x' },
        'zh-HK',
        'https://www.example.com',
      ),
    ).toMatchObject({
      '@type': 'VideoObject',
      contentUrl: 'https://v.example/x',
      uploadDate: '2026-11-10',
    });
  });
});
