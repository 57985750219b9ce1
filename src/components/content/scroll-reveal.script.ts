import { dueForReveal, revealRootMargin } from './reveal';

/**
 * Reveals `[data-reveal]` elements as they scroll into view (see reveal.ts). An IntersectionObserver
 * reports where they are when the browser renders next: reading their boxes here would force a
 * layout of the whole page while it loads. A skipped element has no box yet: it waits.
 */
export function startReveal() {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const observer = new IntersectionObserver(
    (entries) => {
      const due = dueForReveal(
        entries.map(({ boundingClientRect: box }) =>
          box.width || box.height ? box.top : Infinity,
        ),
        window.innerHeight,
      );
      entries.forEach((entry, i) => {
        const element = entry.target as HTMLElement;
        if (due[i] || entry.isIntersecting) {
          element.dataset.reveal = 'shown';
          observer.unobserve(element);
        } else element.dataset.reveal = 'hidden';
      });
    },
    { rootMargin: revealRootMargin },
  );
  // "hidden" too: an earlier observer (a remount) may have hidden an element it no longer watches.
  for (const element of document.querySelectorAll('[data-reveal=""], [data-reveal="hidden"]'))
    observer.observe(element);
}
