'use client';

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { CarouselControls, type CarouselLabels } from './carousel-controls';
import { CAROUSEL, swipeDirection } from './carousel-gestures';
import { CarouselSlideView } from './carousel-slide';
import { useMostlyInView } from './use-in-view';
import { usePrefersReducedMotion } from './use-reduced-motion';
import { useEmbla } from './use-embla';
import { useSlidePictures } from './use-slide-pictures';

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

/**
 * The home banner carousel: moves every 5 s, pauses on hover, on focus, with its button and while
 * mostly out of view (useMostlyInView), never moves by itself under reduced motion; arrows, dots,
 * keyboard arrows and 40 px swipes.
 * Each slide is one <picture>: the browser downloads the mobile or the desktop image, never both.
 */
export function BannerCarousel({
  slides,
  labels,
}: {
  slides: CarouselSlide[];
  /** Rendered on the server (one slide label and one dot label per slide): no message formatter here. */
  labels: CarouselLabels & { label: string; slides: string[] };
}) {
  const reduced = usePrefersReducedMotion();
  // The visitor reached for the carousel (pointer, focus): start it now and fetch the neighbours.
  const [reached, setReached] = useState(false);
  const [emblaRef, emblaApi] = useEmbla(reached);
  const [selected, setSelected] = useState(0);
  const pictured = useSlidePictures(slides.length, selected, reached);
  const { fetchAhead } = pictured;
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  // Watched once Embla has started (the page is idle or the visitor reached for it).
  const inView = useMostlyInView(emblaApi?.rootNode());
  const running = !reduced && !userPaused && !hovered && !focused && inView && slides.length > 1;

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
    // Halfway to the next move, its picture starts loading (a first visit may leave before).
    const soon = setTimeout(fetchAhead, CAROUSEL.intervalMs / 2);
    return () => {
      clearInterval(timer);
      clearTimeout(soon);
    };
  }, [emblaApi, running, fetchAhead]);

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
      aria-label={labels.label}
      className="relative"
      onKeyDown={onKeyDown}
      onMouseEnter={() => {
        setHovered(true);
        setReached(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        setReached(true);
      }}
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
        onPointerDown={(event) => {
          start.current = { x: event.clientX, y: event.clientY };
          setReached(true);
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <div className="flex" aria-live={running ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slides[index]}
              inert={index !== selected}
              className="relative min-w-0 shrink-0 grow-0 basis-full"
              data-testid="carousel-slide"
            >
              <CarouselSlideView slide={slide} first={index === 0} picture={pictured.has(index)} />
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <CarouselControls
          slides={slides}
          selected={selected}
          go={go}
          reduced={reduced}
          userPaused={userPaused}
          onTogglePause={() => setUserPaused((paused) => !paused)}
          labels={labels}
        />
      ) : null}
    </section>
  );
}
