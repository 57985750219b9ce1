// The home carousel's behaviour on its server-rendered markup (carousel-view.tsx), on Embla's
// framework-free core: turns every 5 s; pauses on hover, on focus, with its button and while mostly
// out of view; never turns by itself under reduced motion; arrows, dots, keyboard arrows and 40 px
// swipes. Embla loads from its own chunk when the page is idle, or when the visitor reaches for it.
import type { EmblaCarouselType } from 'embla-carousel';
import { whenIdle } from '@/lib/when-idle';
import { CAROUSEL, swipeDirection } from './carousel-gestures';
import { mostlyInView, showPicture } from './carousel-dom';

const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

function setUp(root: HTMLElement) {
  const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]');
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  if (!viewport || !track) return;
  const slides = [...root.querySelectorAll<HTMLElement>('[data-testid="carousel-slide"]')];
  const dots = [...root.querySelectorAll<HTMLElement>('[data-carousel-dot]')];
  const pause = root.querySelector<HTMLButtonElement>('[data-testid="carousel-pause"]');
  const pauseHome = pause?.parentElement;
  const state = {
    reduced: reducedMotion.matches,
    userPaused: false,
    hovered: false,
    focused: false,
    inView: true,
    reached: false,
    ahead: false,
    selected: 0,
  };
  let embla: EmblaCarouselType | undefined;
  let starting = false;
  let ticking: (() => void) | undefined;

  const count = slides.length;
  const running = () =>
    !state.reduced &&
    !state.userPaused &&
    !state.hovered &&
    !state.focused &&
    state.inView &&
    count > 1;

  function render() {
    const now = running();
    root.dataset.running = String(now);
    track!.setAttribute('aria-live', now ? 'off' : 'polite');
    slides.forEach((slide, index) => slide.toggleAttribute('inert', index !== state.selected));
    dots.forEach((dot, index) => {
      if (index === state.selected) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    if (pause) {
      const label = state.userPaused ? pause.dataset.labelPlay : pause.dataset.labelPause;
      pause.setAttribute('aria-label', label ?? '');
      const icon = pause.querySelector('[data-carousel-pause-icon]');
      if (icon) icon.textContent = state.userPaused ? '▶' : '❚❚';
      if (state.reduced) pause.remove();
      else if (!pause.isConnected) pauseHome?.append(pause);
    }
    // Every slide shown so far keeps its picture; the neighbours come once they may be next.
    showPicture(slides[state.selected]);
    if (state.reached || state.ahead)
      for (const step of [1, -1]) showPicture(slides[(state.selected + step + count) % count]);
    tick(now && embla !== undefined);
  }

  /** Autoplay: a move every 5 s, and halfway to the first one its picture starts loading. */
  function tick(on: boolean) {
    if (on === (ticking !== undefined)) return;
    ticking?.();
    ticking = undefined;
    if (!on) return;
    const timer = setInterval(() => embla?.scrollNext(), CAROUSEL.intervalMs);
    const soon = setTimeout(() => {
      state.ahead = true;
      render();
    }, CAROUSEL.intervalMs / 2);
    ticking = () => {
      clearInterval(timer);
      clearTimeout(soon);
    };
  }

  function start() {
    if (starting) return;
    starting = true;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      embla = EmblaCarousel(viewport!, { loop: true, watchDrag: false });
      embla.on('select', () => {
        state.selected = embla!.selectedScrollSnap();
        render();
      });
      mostlyInView(viewport!, (inView) => {
        state.inView = inView;
        render();
      });
      root.dataset.ready = '';
      render();
    });
  }

  function reach() {
    state.reached = true;
    start();
    render();
  }

  const go = (index: number) => embla?.scrollTo((index + count) % count, state.reduced);
  const set = (change: Partial<typeof state>) => {
    Object.assign(state, change);
    render();
  };

  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('button');
    if (!button) return;
    if (button === pause) set({ userPaused: !state.userPaused });
    else if (button.dataset.carouselStep) go(state.selected + Number(button.dataset.carouselStep));
    else if (button.dataset.carouselDot) go(Number(button.dataset.carouselDot));
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') go(state.selected - 1);
    else if (event.key === 'ArrowRight') go(state.selected + 1);
    else return;
    event.preventDefault();
  });
  root.addEventListener('mouseenter', () => {
    state.hovered = true;
    reach();
  });
  root.addEventListener('mouseleave', () => set({ hovered: false }));
  root.addEventListener('focusin', () => {
    state.focused = true;
    reach();
  });
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) set({ focused: false });
  });
  // A native image drag would cancel the pointer and swallow the swipe.
  viewport.addEventListener('dragstart', (event) => event.preventDefault());
  let from: { x: number; y: number } | undefined;
  viewport.addEventListener('pointerdown', (event) => {
    from = { x: event.clientX, y: event.clientY };
    reach();
  });
  viewport.addEventListener('pointerup', (event) => {
    if (!from) return;
    const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
    from = undefined;
    if (direction) go(state.selected + direction);
  });
  viewport.addEventListener('pointercancel', () => (from = undefined));
  reducedMotion.addEventListener('change', () => set({ reduced: reducedMotion.matches }));

  render();
  whenIdle(start, 3000);
}

const root = document.querySelector<HTMLElement>('[data-testid="banner-carousel"]');
if (root) setUp(root);
