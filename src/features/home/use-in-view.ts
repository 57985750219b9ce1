import { useEffect, useState } from 'react';

/** Every 5 % of the element: the observer reports as its visible part grows and shrinks. */
const thresholds = Array.from({ length: 21 }, (_, step) => step / 20);

/**
 * Whether the visitor sees a good part of `element`: half of it, or half of the screen's height when
 * it is taller than that (a phone held sideways); true until the browser first reports, and while
 * there is no element. The carousel moves only then: a visitor reading further down sees no slide
 * change and fetches no picture of one.
 */
export function useMostlyInView(element: Element | undefined): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Several reports can wait for one call (a busy page scrolled fast): the last is the latest.
        const entry = entries.at(-1);
        if (!entry) return;
        const screen = entry.rootBounds?.height ?? window.innerHeight;
        const enough = Math.min(entry.boundingClientRect.height, screen) / 2;
        setInView(entry.isIntersecting && entry.intersectionRect.height >= enough);
      },
      { threshold: thresholds },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      setInView(true);
    };
  }, [element]);
  return inView;
}
