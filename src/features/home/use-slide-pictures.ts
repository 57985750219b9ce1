import { useCallback, useMemo, useState } from 'react';

/**
 * Which slides carry their picture: the first one (prerendered, the page's largest paint), every
 * slide shown so far, and the selected slide's neighbours once they may come next (the visitor
 * reached for the carousel, or autoplay is halfway to its next move). A first visit that only reads
 * the first slide downloads only its picture.
 */
export function useSlidePictures(count: number, selected: number, reached: boolean) {
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [ahead, setAhead] = useState(false);
  if (!shown.has(selected)) setShown(new Set(shown).add(selected));
  const near = reached || ahead;
  const fetchAhead = useCallback(() => setAhead(true), []);
  return useMemo(() => {
    const neighbours = near ? [(selected + 1) % count, (selected - 1 + count) % count] : [];
    const has = (index: number) => shown.has(index) || neighbours.includes(index);
    return { has, fetchAhead };
  }, [near, selected, count, shown, fetchAhead]);
}
