import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SearchDocument } from './search-document';
import { highlight, snippet } from './search-highlight';
import { createSearchIndex } from './search-index';
import { pageDocuments } from './search-pages';
import { readSearchParams, searchPage } from './search-query';
import { indexTerms, queryTerms } from './search-tokens';
import { Marked } from './search-result-view';

const doc = (id: string, title: string, text: string): SearchDocument => ({
  id,
  type: 'page',
  title,
  text,
  path: `/${id}`,
});

describe('search terms', () => {
  it('indexes Chinese by characters and bigrams, Latin by words without a plural s', () => {
    expect(indexTerms('分期付款 Instalments')).toEqual([
      '分',
      '期',
      '付',
      '款',
      '分期',
      '期付',
      '付款',
      'instalment',
    ]);
    expect(queryTerms('分期付款')).toEqual(['分期', '期付', '付款']);
    expect(queryTerms('卡')).toEqual(['卡']);
    expect(queryTerms('  ＳＭＥ   loans ')).toEqual(['sme', 'loan']);
    expect(queryTerms('<img src=x onerror=alert(1)>')).toEqual([
      'img',
      'src',
      'x',
      'onerror',
      'alert',
      '1',
    ]);
  });
});

describe('the search index', () => {
  const index = createSearchIndex([
    doc('planner', 'Pay-later instalments', 'Split purchases into monthly instalments. 分期付款'),
    doc('loan', 'SME loans', 'A loan for your business. 中小企貸款'),
    doc('branches', 'Branches', 'Opening hours of every branch. 分行地址'),
  ]);
  const ids = (q: string) => searchPage(index, q, 1).hits.map((h) => h.id);

  it('finds Chinese by bigram and English by word, prefix and typo', () => {
    expect(ids('分期')).toEqual(['planner']);
    expect(ids('分期付款')).toEqual(['planner']);
    expect(ids('期付分')).toEqual([]);
    for (const q of ['instalment', 'installment', 'instalmnt', 'Instalments', 'instal'])
      expect(ids(q), q).toEqual(['planner']);
    expect(ids('branch hours')).toEqual(['branches']);
    expect(ids('')).toEqual([]);
    expect(ids('zzzz')).toEqual([]);
  });

  it('marks the matches in the title and the snippet', () => {
    const [hit] = searchPage(index, 'instalmnt', 1).hits;
    expect(hit?.title.filter((p) => p.hit).map((p) => p.text)).toEqual(['instalments']);
    expect(hit?.snippet.some((p) => p.hit && p.text === 'instalments')).toBe(true);
    const [zh] = searchPage(index, '分期', 1).hits;
    expect(zh?.snippet.filter((p) => p.hit).map((p) => p.text)).toEqual(['分期']);
  });

  it('pages ten results at a time, a page past the end showing the last', () => {
    const many = createSearchIndex(
      Array.from({ length: 23 }, (_, i) => doc(`p${i}`, `Card offer ${i}`, 'card')),
    );
    const third = searchPage(many, 'card', 3);
    expect([third.total, third.pages, third.page, third.hits.length]).toEqual([23, 3, 3, 3]);
    expect(searchPage(many, 'card', 9).page).toBe(3);
  });

  it('lists the fixed pages in both languages, the planner found as the issue asks', () => {
    for (const locale of ['zh-HK', 'en-US'] as const) {
      const docs = pageDocuments(locale);
      expect(docs.every((d) => d.title && d.text && !d.text.includes('{'))).toBe(true);
    }
    const en = createSearchIndex(pageDocuments('en-US'));
    for (const q of ['instalment', 'installment', 'instalmnt'])
      expect(searchPage(en, q, 1).hits.map((h) => h.path)).toContain('/InstallmentIntroRoute');
    const zh = createSearchIndex(pageDocuments('zh-HK'));
    expect(searchPage(zh, '分期', 1).hits.map((h) => h.path)).toContain('/InstallmentIntroRoute');
  });
});

describe('highlighting', () => {
  it('cuts a snippet around the first match with ellipses', () => {
    const text = `${'a '.repeat(100)}target ${'b '.repeat(100)}`;
    const pieces = snippet(text, ['target'], 40);
    expect(pieces[0]?.text).toBe('…');
    expect(pieces.at(-1)?.text).toBe('…');
    expect(pieces.find((p) => p.hit)?.text).toBe('target');
  });

  it('renders markup in a query or a text as text, never as HTML', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const html = renderToStaticMarkup(<Marked pieces={highlight(`see ${hostile}`, ['img'])} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;<mark');
    expect(html).toContain('>img</mark>');
  });

  it('reads any query string without failing', () => {
    const read = (q: string) => readSearchParams(new URLSearchParams(q));
    expect(read('q=%20a%20%20b%20&page=2')).toEqual({ q: 'a b', page: 2 });
    expect(read('page=-1')).toEqual({ q: '', page: 1 });
    expect(read(`q=${'x'.repeat(500)}&page=abc`).q).toHaveLength(100);
  });
});
