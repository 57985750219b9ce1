import type { CarouselText } from './carousel-content';

const roundButton =
  'flex size-11 items-center justify-center rounded-full text-slate-900 hover:bg-white/70';

/**
 * Previous, one dot per slide, next, and pause/play, as HTML for banner-carousel.script.ts (which
 * finds them by their data attributes, and takes pause/play away under reduced motion). Hidden
 * where scripting is off: without the script only the first slide shows, and they would do nothing.
 */
export function CarouselViewControls({
  slides,
  text,
}: {
  slides: { id: string }[];
  text: CarouselText;
}) {
  return (
    <div
      className="needs-script absolute inset-x-0 bottom-2 flex items-center justify-center gap-1"
      data-carousel-controls=""
    >
      <button
        type="button"
        aria-label={text.previous}
        className={roundButton}
        data-carousel-step="-1"
      >
        <span aria-hidden="true">‹</span>
      </button>
      {slides.map((slide, index) => (
        <button
          key={slide.id}
          type="button"
          aria-label={text.goTo[index]}
          aria-current={index === 0 ? 'true' : undefined}
          className="group flex size-11 items-center justify-center"
          data-carousel-dot={index}
        >
          <span className="block size-2.5 rounded-full bg-slate-900/30 group-aria-[current=true]:bg-brand-700" />
        </button>
      ))}
      <button type="button" aria-label={text.next} className={roundButton} data-carousel-step="1">
        <span aria-hidden="true">›</span>
      </button>
      <button
        type="button"
        aria-label={text.pause}
        className={roundButton}
        data-testid="carousel-pause"
        data-label-pause={text.pause}
        data-label-play={text.play}
      >
        <span aria-hidden="true" data-carousel-pause-icon="">
          ❚❚
        </span>
      </button>
    </div>
  );
}
