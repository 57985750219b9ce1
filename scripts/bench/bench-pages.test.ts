import { describe, expect, it } from 'vitest';
import { benchList, onlyPages } from './bench-pages.ts';
import { firstLinkUnder } from './bench-server.ts';
import { withStrippedCopies } from './stripped-server.ts';

const astro = { faq: 'http://localhost:3270/faq', home: 'http://localhost:3270/' };
const before = {
  home: 'http://localhost:3271/',
  faq: 'http://localhost:3271/faq',
  blog: 'http://localhost:3271/blog',
};

describe('the pages a bench measures', () => {
  it('puts each page type of the compared build right after the same type of the site', () => {
    expect(benchList(astro, before, { compareName: 'before' })).toEqual([
      ['faq', astro.faq],
      ['faq @before', before.faq],
      ['home', astro.home],
      ['home @before', before.home],
      ['blog @before', before.blog],
    ]);
  });

  it('measures only the PAGES named, and the site alone without a second origin', () => {
    expect(onlyPages({ PAGES: 'faq, home' })).toEqual(['faq', 'home']);
    expect(onlyPages({})).toBeUndefined();
    expect(benchList(astro, undefined, { only: ['faq', 'blog'] })).toEqual([['faq', astro.faq]]);
    expect(benchList(astro, before, { only: ['faq'] }).map(([name]) => name)).toEqual([
      'faq',
      'faq @compare',
    ]);
  });

  it('lists each page beside its stripped copy, when there is one', () => {
    const stripped = {
      urls: { faq: 'http://localhost:3272/faq', 'faq @before': 'http://127.0.0.1:3272/faq' },
      close: async () => {},
    };
    expect(
      withStrippedCopies(
        benchList(astro, before, { only: ['faq', 'home'], compareName: 'before' }),
        stripped,
      ),
    ).toEqual([
      ['faq', astro.faq],
      ['faq, scripts stripped', stripped.urls.faq],
      ['faq @before', before.faq],
      ['faq @before, scripts stripped', stripped.urls['faq @before']],
      ['home', astro.home],
      ['home @before', before.home],
    ]);
  });

  it('finds the first item under a list, in either locale, not its sub-lists', () => {
    const html = `<a href="/blog/topic/x"></a><a href="/blog/news"></a><a href="/en-US/blog/page/2"></a>
      <a href="/en-US/blog/how-to-save">…</a><a href="/blog/other">…</a>`;
    expect(firstLinkUnder(html, '/blog')).toBe('/en-US/blog/how-to-save');
    expect(firstLinkUnder('<a href="/promotions/apple_pay?x=1">', '/promotions')).toBe(
      '/promotions/apple_pay',
    );
    expect(firstLinkUnder('<a href="/blog">', '/blog')).toBeUndefined();
  });
});
