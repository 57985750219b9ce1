export type CarouselLabels = {
  previous: string;
  next: string;
  play: string;
  pause: string;
  /** "Show slide N", one per slide. */
  goTo: string[];
};

/** Previous, one dot per slide, next, and pause/play (not under reduced motion: nothing moves). */
export function CarouselControls({
  slides,
  selected,
  go,
  reduced,
  userPaused,
  onTogglePause,
  labels,
}: {
  slides: { id: string }[];
  selected: number;
  go: (index: number) => void;
  reduced: boolean;
  userPaused: boolean;
  onTogglePause: () => void;
  labels: CarouselLabels;
}) {
  return (
    <div className="absolute inset-x-0 bottom-2 flex items-center justify-center gap-1">
      <button
        type="button"
        onClick={() => go(selected - 1)}
        aria-label={labels.previous}
        className="flex size-11 items-center justify-center rounded-full text-slate-900 hover:bg-white/70"
      >
        <span aria-hidden="true">‹</span>
      </button>
      {slides.map((slide, index) => (
        <button
          key={slide.id}
          type="button"
          onClick={() => go(index)}
          aria-label={labels.goTo[index]}
          aria-current={index === selected ? 'true' : undefined}
          className="group flex size-11 items-center justify-center"
        >
          <span className="block size-2.5 rounded-full bg-slate-900/30 group-aria-[current=true]:bg-brand-700" />
        </button>
      ))}
      <button
        type="button"
        onClick={() => go(selected + 1)}
        aria-label={labels.next}
        className="flex size-11 items-center justify-center rounded-full text-slate-900 hover:bg-white/70"
      >
        <span aria-hidden="true">›</span>
      </button>
      {reduced ? null : (
        <button
          type="button"
          onClick={onTogglePause}
          aria-label={userPaused ? labels.play : labels.pause}
          className="flex size-11 items-center justify-center rounded-full text-slate-900 hover:bg-white/70"
          data-testid="carousel-pause"
        >
          <span aria-hidden="true">{userPaused ? '▶' : '❚❚'}</span>
        </button>
      )}
    </div>
  );
}
