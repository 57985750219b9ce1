/** Carousel settings of the spec. */
export const CAROUSEL = { intervalMs: 5000, swipeThresholdPx: 40 } as const;

/**
 * Which way a swipe goes: -1 back, 1 forward, 0 none. It must travel at least the threshold
 * horizontally, and more horizontally than vertically (a vertical move is a page scroll).
 */
export function swipeDirection(
  dx: number,
  dy: number,
  threshold: number = CAROUSEL.swipeThresholdPx,
): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
