'use client';

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Link } from '@/i18n/navigation';
import { useTranslations } from 'next-intl';
import { CAROUSEL, swipeDirection } from './carousel-gestures';
import { usePrefersReducedMotion } from './use-reduced-motion';

type Picture = { src: string; width: number; height: number };
export type CarouselSlide = {
  id: string;
  alt: string;
  heading?: string;
  subheading?: string;
  cta?: { label: string; href: string; external: boolean };
  desktop: Picture & { srcSet: string };
  mobile: Picture & { srcSet: string };
};

const emblaOptions: EmblaOptionsType = { loop: true, watchDrag: false };

/**
 * Embla on the slides' viewport, started a task after hydration from its own chunk: it measures the
 * slides (a forced layout) and binds its listeners, work that would otherwise lengthen the page's
 * hydration on a phone. Until then the first slide shows, as it was prerendered.
 */
function useEmbla() {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  useEffect(() => {
    if (!viewport) return;
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
  }, [viewport]);
  return [setViewport, api] as const;
}

/**
 * The home banner carousel: moves every 5 s, pauses on hover, on focus and with its button, never
 * moves by itself under reduced motion; arrows, dots, keyboard arrows and 40 px swipes.
 * Each slide is one <picture>: the browser downloads the mobile or the desktop image, never both.
 */
export function BannerCarousel({ slides }: { slides: CarouselSlide[] }) {
  const t = useTranslations('Carousel');
  const reduced = usePrefersReducedMotion();
  const [emblaRef, emblaApi] = useEmbla();
  const [selected, setSelected] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const running = !reduced && !userPaused && !hovered && !focused && slides.length > 1;

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi]);

  const go = useCallback(
    (index: number) => emblaApi?.scrollTo((index + slides.length) % slides.length, reduced),
    [emblaApi, reduced, slides.length],
  );

  useEffect(() => {
    if (!emblaApi || !running) return;
    const timer = setInterval(() => emblaApi.scrollNext(), CAROUSEL.intervalMs);
    return () => clearInterval(timer);
  }, [emblaApi, running]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(selected - 1);
    else if (event.key === 'ArrowRight') go(selected + 1);
    else return;
    event.preventDefault();
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const direction = swipeDirection(
      event.clientX - start.current.x,
      event.clientY - start.current.y,
    );
    start.current = null;
    if (direction) go(selected + direction);
  };

  if (slides.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('label')}
      className="relative"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      data-testid="banner-carousel"
      data-running={running}
      // Embla has started: the arrows, dots, keys and swipes move the slides.
      data-ready={emblaApi ? '' : undefined}
    >
      <div
        ref={emblaRef}
        className="touch-pan-y overflow-hidden select-none"
        // A native image drag would cancel the pointer and swallow the swipe.
        onDragStart={(event) => event.preventDefault()}
        onPointerDown={(event) => (start.current = { x: event.clientX, y: event.clientY })}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <div className="flex" aria-live={running ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { index: index + 1, total: slides.length })}
              inert={index !== selected}
              className="relative min-w-0 shrink-0 grow-0 basis-full"
              data-testid="carousel-slide"
            >
              <picture>
                <source
                  media="(min-width: 768px)"
                  srcSet={slide.desktop.srcSet}
                  sizes="100vw"
                  width={slide.desktop.width}
                  height={slide.desktop.height}
                />
                <img
                  src={slide.mobile.src}
                  srcSet={slide.mobile.srcSet}
                  sizes="100vw"
                  width={slide.mobile.width}
                  height={slide.mobile.height}
                  alt={slide.alt}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                  draggable={false}
                  className="block h-auto w-full"
                />
              </picture>
              <div className="absolute inset-x-3 bottom-14 rounded-xl bg-white/90 p-4 md:inset-x-auto md:top-1/2 md:bottom-auto md:left-8 md:max-w-md md:-translate-y-1/2 md:p-6 lg:left-16">
                {slide.heading ? (
                  <p className="text-xl font-bold text-slate-900 md:text-3xl">{slide.heading}</p>
                ) : null}
                {slide.subheading ? (
                  <p className="mt-2 text-sm text-slate-700 md:text-base">{slide.subheading}</p>
                ) : null}
                {slide.cta ? (
                  slide.cta.external ? (
                    <a
                      href={slide.cta.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900"
                    >
                      {slide.cta.label}
                    </a>
                  ) : (
                    <Link
                      href={slide.cta.href}
                      prefetch={false}
                      className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900"
                      data-section="carousel"
                      data-action={slide.id}
                    >
                      {slide.cta.label}
                    </Link>
                  )
                ) : null}
              </div>
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="absolute inset-x-0 bottom-2 flex items-center justify-center gap-1">
          <button
            type="button"
            onClick={() => go(selected - 1)}
            aria-label={t('previous')}
            className="flex size-11 items-center justify-center rounded-full text-slate-900 hover:bg-white/70"
          >
            <span aria-hidden="true">‹</span>
          </button>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => go(index)}
              aria-label={t('goTo', { index: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              className="group flex size-11 items-center justify-center"
            >
              <span className="block size-2.5 rounded-full bg-slate-900/30 group-aria-[current=true]:bg-brand-700" />
            </button>
          ))}
          <button
            type="button"
            onClick={() => go(selected + 1)}
            aria-label={t('next')}
            className="flex size-11 items-center justify-center rounded-full text-slate-900 hover:bg-white/70"
          >
            <span aria-hidden="true">›</span>
          </button>
          {reduced ? null : (
            <button
              type="button"
              onClick={() => setUserPaused((paused) => !paused)}
              aria-label={userPaused ? t('play') : t('pause')}
              className="flex size-11 items-center justify-center rounded-full text-slate-900 hover:bg-white/70"
              data-testid="carousel-pause"
            >
              <span aria-hidden="true">{userPaused ? '▶' : '❚❚'}</span>
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}
