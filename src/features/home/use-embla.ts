import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

const emblaOptions: EmblaOptionsType = { loop: true, watchDrag: false };

/**
 * Embla on the slides' viewport, loaded from its own chunk when the page is idle, or at once when
 * the visitor reaches for the carousel (`wanted`): it measures the slides (a forced layout) and binds
 * its listeners, work a phone should not do while the page loads. Until then the first slide shows,
 * as it was prerendered.
 */
export function useEmbla(wanted: boolean) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 3000), []);
  const start = idle || wanted;
  useEffect(() => {
    if (!viewport || !start) return;
    let carousel: EmblaCarouselType | undefined;
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      carousel = EmblaCarousel(viewport, emblaOptions);
      setApi(carousel);
    });
    return () => {
      cancelled = true;
      carousel?.destroy();
    };
  }, [viewport, start]);
  return [setViewport, api] as const;
}
