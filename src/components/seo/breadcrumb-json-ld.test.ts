import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';

const trail = [
  { name: '主頁', path: '/' },
  { name: '理財博客', path: '/blog' },
  { name: '分期入門', path: '/blog/instalment-basics' },
];

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from 1 with absolute, unprefixed URLs for zh-HK', () => {
    expect(breadcrumbJsonLd(trail, 'zh-HK', 'https://www.example.com')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '主頁', item: 'https://www.example.com/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: '理財博客',
          item: 'https://www.example.com/blog',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: '分期入門',
          item: 'https://www.example.com/blog/instalment-basics',
        },
      ],
    });
  });

  it('puts every URL under /en-US for English, home included', () => {
    const items = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'SME loan', path: '/sme-loan' },
        { name: 'Apply', path: '/sme-loan/apply' },
      ],
      'en-US',
      'https://www.example.com',
    ).itemListElement.map((item) => item.item);
    expect(items).toEqual([
      'https://www.example.com/en-US',
      'https://www.example.com/en-US/sme-loan',
      'https://www.example.com/en-US/sme-loan/apply',
    ]);
  });

  it('keeps an origin with a path prefix out of the URLs (paths are absolute)', () => {
    const [first] = breadcrumbJsonLd(
      trail,
      'zh-HK',
      'https://example.com/ignored/',
    ).itemListElement;
    expect(first?.item).toBe('https://example.com/');
  });
});
