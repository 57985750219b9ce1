import { describe, expect, it } from 'vitest';
import { shotFile, shots, widths } from './shots';

describe('npm run screenshots', () => {
  it("covers issue 52's pages: home, blog, promotions, SME loan, owner-loan calculator, branch finder, a form", () => {
    const byPath = Object.fromEntries(shots.map((shot) => [shot.path, shot]));
    expect(Object.keys(byPath)).toEqual(
      expect.arrayContaining(['/', '/blog', '/promotions', '/sme-loan', '/store-address']),
    );
    expect(byPath['/property-owner-loan']?.scrollTo).toBe('#calculator');
    expect(byPath['/store-address']?.map).toBe(true);
    expect(shots.some((shot) => /\/apply$/.test(shot.path))).toBe(true);
    expect(shots.filter((shot) => shot.fullPage).map((shot) => shot.path)).toEqual(['/']);
  });

  it('takes each at a phone and a desktop width, one file name per picture', () => {
    expect(widths).toEqual([390, 1440]);
    const files = shots.flatMap(({ name }) =>
      ['zh-HK', 'en-US'].flatMap((locale) => widths.map((width) => shotFile(name, locale, width))),
    );
    expect(new Set(files).size).toBe(files.length);
    expect(files).toContain('docs/screenshots/sme-loan-en-US-1440.png');
  });
});
