/**
 * Scroll reveal of the spec: offset 120 px, 400 ms, checks throttled to 99 ms (an IntersectionObserver
 * checks only when an element crosses the line, less often than that); none under reduced motion.
 */
export const REVEAL = { offset: 120, durationMs: 400, throttleMs: 99 } as const;

/**
 * Put on an element to reveal it on scroll. It stays visible without JavaScript: only the client
 * sets `data-reveal="hidden"` on elements below the fold, and "shown" when they scroll in. Only the
 * reveal is animated: hiding (as the page loads) is instant, so nothing fades out unseen and no text
 * is left mid-fade.
 */
export const revealProps = {
  'data-reveal': '',
  /** The `reveal` utility of globals.css: one class on every card of the HTML. */
  className: 'reveal',
} as const;

/**
 * The observer's root: the viewport less the offset at the bottom, and everything above it. A card
 * the page jumps past between two frames (a fast scroll, an anchor, End, a busy main thread) goes
 * from below the viewport to above it without ever crossing it; counted as intersecting above, it
 * still gets its change and is revealed, instead of staying hidden out of sight.
 */
export const revealRootMargin = `${2 ** 20}px 0px -${REVEAL.offset}px 0px`;

/** Elements to reveal now: their top is above the bottom of the viewport minus the offset. */
export function dueForReveal(
  tops: readonly number[],
  viewportHeight: number,
  offset: number = REVEAL.offset,
): boolean[] {
  return tops.map((top) => top < viewportHeight - offset);
}
