import { describe, expect, it } from 'vitest';
import { clearPlace } from './toast-placement';

const rect = (left: number, top: number, width: number, height: number) =>
  ({ left, top, width, height, right: left + width, bottom: top + height }) as DOMRect;

describe('clearPlace', () => {
  // A 360 px wide toast region, 80 px high, at the bottom right of a 1440 x 900 screen.
  const toast = rect(1064, 804, 360, 80);

  it('stays at the bottom when nothing is under it', () => {
    expect(clearPlace(toast, 900, [rect(300, 100, 800, 100)])).toBe('bottom');
  });

  it('moves to the top when the licence is at the bottom of the screen', () => {
    expect(clearPlace(toast, 900, [rect(300, 780, 800, 100)])).toBe('top');
  });

  it('stays at the bottom when a disclosure is beside it, not under it', () => {
    expect(clearPlace(toast, 900, [rect(100, 780, 600, 100)])).toBe('bottom');
  });

  it('stays at the bottom when both ends hold a disclosure', () => {
    expect(clearPlace(toast, 900, [rect(300, 0, 800, 120), rect(300, 780, 800, 100)])).toBe(
      'bottom',
    );
  });

  it('ignores disclosures that are not shown', () => {
    expect(clearPlace(toast, 900, [rect(0, 0, 0, 0), rect(1100, 850, 0, 0)])).toBe('bottom');
  });
});
