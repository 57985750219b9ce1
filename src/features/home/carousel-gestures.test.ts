import { describe, expect, it } from 'vitest';
import { CAROUSEL, swipeDirection } from './carousel-gestures';

describe('carousel gestures', () => {
  it('moves every 5000 ms and needs a 40 px swipe', () => {
    expect(CAROUSEL).toEqual({ intervalMs: 5000, swipeThresholdPx: 40 });
  });
  it('goes forward on a left swipe and back on a right swipe of at least 40 px', () => {
    expect(swipeDirection(-40, 0)).toBe(1);
    expect(swipeDirection(55, 10)).toBe(-1);
  });
  it('ignores short swipes and mostly vertical moves', () => {
    expect(swipeDirection(-39, 0)).toBe(0);
    expect(swipeDirection(-60, 80)).toBe(0);
  });
});
