/** Scroll-spy settings of the spec: the lower quarter of the viewport does not count. */
export const SCROLL_SPY = { rootMargin: '0px 0px -25%', threshold: [0.1, 0.5, 1] } as const;

type Item = { id: string; top: number; visible: boolean };

/**
 * The section being read: the last one whose start has reached the upper quarter of the viewport;
 * at the very bottom of the page, the last visible one; otherwise the first visible one.
 */
export function activeSection(
  items: readonly Item[],
  viewportHeight: number,
  atBottom: boolean,
): string | undefined {
  const visible = items.filter((i) => i.visible);
  if (atBottom && visible.length) return visible.at(-1)?.id;
  const reached = items.filter((i) => i.top <= viewportHeight * 0.25);
  return reached.at(-1)?.id ?? visible[0]?.id;
}
