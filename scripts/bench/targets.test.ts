import { describe, expect, it } from 'vitest';
import { judge, pageKind, pageTypeOf, strippedName, verdictCell, verdicts } from './targets.ts';

const met = (list: ReturnType<typeof verdicts>) =>
  Object.fromEntries(list.map((v) => [v.figure, v.met]));

describe('bench targets (issue 32)', () => {
  it('holds a content page to its stripped copy: perf − 2, LCP + 200 ms, TBT 100 ms, JS 10 KiB', () => {
    const copy = { perf: 98, lcp: 1200 };
    expect(met(verdicts('faq', { perf: 96, lcp: 1400, tbt: 100, jsKiB: 10 }, copy))).toEqual({
      perf: true,
      LCP: true,
      TBT: true,
      JS: true,
    });
    expect(met(verdicts('faq', { perf: 95, lcp: 1401, tbt: 101, jsKiB: 10.1 }, copy))).toEqual({
      perf: false,
      LCP: false,
      TBT: false,
      JS: false,
    });
  });

  it('lets home carry its carousel: 30 KiB of JavaScript', () => {
    const copy = { perf: 90, lcp: 2000 };
    const js = (name: string) =>
      verdicts(name, { perf: 90, lcp: 2000, tbt: 0, jsKiB: 25 }, copy).find(
        (v) => v.figure === 'JS',
      );
    expect(js('home')).toMatchObject({ target: '≤ 30 KiB', met: true });
    expect(js('article')).toMatchObject({ target: '≤ 10 KiB', met: false });
  });

  it('holds form and tool pages to perf 95 and TBT 150 ms, stripped copy or not', () => {
    expect(
      ['SME application', 'property valuation', 'planner', 'branch finder'].map(pageKind),
    ).toEqual(['form', 'form', 'form', 'form']);
    expect(met(verdicts('SME application', { perf: 95, lcp: 9000, tbt: 150, jsKiB: 80 }))).toEqual({
      perf: true,
      TBT: true,
    });
    expect(met(verdicts('planner', { perf: 94, lcp: 1000, tbt: 151 }))).toEqual({
      perf: false,
      TBT: false,
    });
  });

  it('says so when a content page has no stripped copy or no JavaScript figure', () => {
    const list = verdicts('blog list', { perf: 99, lcp: 1000, tbt: 0 });
    expect(list.map(verdictCell)).toEqual([
      'no stripped copy',
      '≤ 100 ms met',
      'no stripped copy',
      '≤ 10 KiB ?',
    ]);
  });

  it('judges each row against its own stripped copy, the compared build against its own', () => {
    const figures = (perf: number, lcp: number, tbt = 0) => ({ perf, lcp, tbt });
    const rows = judge([
      { page: 'faq', figures: figures(97, 1300), jsKiB: 4 },
      { page: strippedName('faq'), figures: figures(98, 1200), jsKiB: 0 },
      { page: 'faq @before', figures: figures(90, 1300, 300), jsKiB: 150 },
      { page: strippedName('faq @before'), figures: figures(99, 1000), jsKiB: 0 },
    ]);
    expect(rows.map((row) => row.verdicts?.map(verdictCell))).toEqual([
      ['≥ 96 met', '≤ 100 ms met', '≤ 1400 ms met', '≤ 10 KiB met'],
      undefined,
      ['≥ 97 NOT MET', '≤ 100 ms NOT MET', '≤ 1200 ms NOT MET', '≤ 10 KiB NOT MET'],
      undefined,
    ]);
    expect(pageTypeOf(strippedName('SME application @before'))).toBe('SME application');
  });
});
