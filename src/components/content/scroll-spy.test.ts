import { describe, expect, it } from 'vitest';
import { activeSection, SCROLL_SPY } from './scroll-spy';

const items = (tops: number[], visible: boolean[]) =>
  tops.map((top, i) => ({ id: `s${i + 1}`, top, visible: visible[i] ?? false }));

describe('scroll spy', () => {
  it('uses the spec settings', () => {
    expect(SCROLL_SPY).toEqual({ rootMargin: '0px 0px -25%', threshold: [0.1, 0.5, 1] });
  });
  it('marks the last section whose start reached the upper quarter', () => {
    expect(activeSection(items([-900, -40, 250, 700], [true, true, true, false]), 800, false)).toBe(
      's2',
    );
    expect(
      activeSection(items([-900, -400, 190, 700], [false, true, true, false]), 800, false),
    ).toBe('s3');
  });
  it('marks the first visible section before any start reached the top, and the last one at the bottom', () => {
    expect(activeSection(items([300, 900], [true, false]), 800, false)).toBe('s1');
    expect(activeSection(items([-900, -100, 500], [false, true, true]), 800, true)).toBe('s3');
  });
});
