import { useEffect, useState } from 'react';

/**
 * Whether at least half of `element` is in the viewport; true until the browser first reports (and
 * while there is no element). The carousel moves only then: a visitor reading further down sees no
 * slide change and fetches no picture of one.
 */
export function useHalfInView(element: Element | undefined): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => setInView((entry?.intersectionRatio ?? 0) >= 0.5),
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      setInView(true);
    };
  }, [element]);
  return inView;
}
