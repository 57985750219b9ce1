import { useEffect, useState } from 'react';

/** The lender's warning and licence (src/components/layout): nothing may lie over them. */
const disclosureSelector = '[data-disclosure]';
/** The toast region's distance from the screen's edge (Tailwind's 4, 1rem). */
const edge = 16;

export type ToastPlace = 'bottom' | 'top';

/**
 * Where the toast region (fixed, `box` as it is now) covers none of the disclosures on the screen:
 * at the bottom, else at the top, else at the bottom (a screen filled with disclosures).
 */
export function clearPlace(box: DOMRect, screenHeight: number, disclosures: DOMRect[]): ToastPlace {
  const covers = (top: number) =>
    disclosures.some(
      (d) =>
        d.width > 0 &&
        d.left < box.right &&
        box.left < d.right &&
        d.top < top + box.height &&
        top < d.bottom,
    );
  if (!covers(screenHeight - edge - box.height)) return 'bottom';
  return covers(edge) ? 'bottom' : 'top';
}

/**
 * The toast region's place, kept clear of the warning and licence while it shows (issue 52 item 7:
 * the SME success view scrolled its licence under the toast). Give `setRegion` to the region as its
 * (callback) ref; `placeClass` puts it at the bottom or the top, measured again on scroll, resize and
 * a new toast.
 */
export function useClearPlacement() {
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const [place, setPlace] = useState<ToastPlace>('bottom');
  useEffect(() => {
    if (!region) return;
    const update = () => {
      const disclosures = [...document.querySelectorAll(disclosureSelector)].map((element) =>
        element.getBoundingClientRect(),
      );
      setPlace(clearPlace(region.getBoundingClientRect(), window.innerHeight, disclosures));
    };
    update();
    const resized = new ResizeObserver(update);
    resized.observe(region);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      resized.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [region]);
  return [setRegion, place === 'top' ? 'top-0' : 'bottom-0'] as const;
}
