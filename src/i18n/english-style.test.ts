import { describe, expect, it } from 'vitest';
import { englishStyleSlips, mouseOnlyHint } from './english-style';

describe('englishStyleSlips', () => {
  it('names each form the house style writes otherwise', () => {
    expect(englishStyleSlips('Approval in as fast as 3 working days')).toEqual([
      'as fast as → in as little as',
    ]);
    expect(englishStyleSlips('Split purchases at partner merchants into 3, 4 or 5')).toEqual([
      '3, 4 or 5 → 3, 4 or 5 instalments',
    ]);
    expect(englishStyleSlips('Mobile number(optional):')).toEqual(['r( → a space before (']);
    expect(englishStyleSlips('Monthly installment')).toEqual(['installment → instalment']);
    expect(englishStyleSlips('Hover over a dotted term to see it')).toEqual([
      'Hover → tap, hover or focus',
    ]);
  });

  it('passes the house forms', () => {
    expect(
      englishStyleSlips(
        'Approval in as little as 3 days. Split into 3, 4 or 5 monthly instalments, 3, 4 or 5 months. Mobile number (optional). Tap or hover over a term.',
      ),
    ).toEqual([]);
  });

  it('finds a Chinese hint that names the mouse but not the tap', () => {
    expect(mouseOnlyHint('將滑鼠移到有虛線的詞彙')).toBe(true);
    expect(mouseOnlyHint('輕按或將滑鼠移到有虛線的詞彙')).toBe(false);
  });

  it('writes money, rates and dates as the figure tables do', () => {
    expect(englishStyleSlips('Borrow HKD 10,000 at 10.59 % until 2027/1/5')).toEqual([
      'HKD  → HK$10,000',
      '9 % → 10.59%',
      '2027/1/5 → 5 Jan 2027',
    ]);
    expect(englishStyleSlips('Borrow HK$10,000 at 10.59% until 5 Jan 2027')).toEqual([]);
  });
});
