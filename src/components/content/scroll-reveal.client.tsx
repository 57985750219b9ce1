'use client';

import { useEffect } from 'react';
import { dueForReveal, REVEAL } from './reveal';

/** Reveals `[data-reveal]` elements as they scroll into view (see reveal.ts); mounted once per page. */
export function ScrollReveal() {
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const pending = () => [...document.querySelectorAll<HTMLElement>('[data-reveal="hidden"]')];
    const check = () => {
      const elements = pending();
      const due = dueForReveal(
        elements.map((e) => e.getBoundingClientRect().top),
        window.innerHeight,
      );
      elements.forEach((element, i) => {
        if (due[i]) element.dataset.reveal = 'shown';
      });
      if (elements.length && due.every(Boolean)) stop();
    };
    const initial = [...document.querySelectorAll<HTMLElement>('[data-reveal=""]')];
    const shownAtOnce = dueForReveal(
      initial.map((e) => e.getBoundingClientRect().top),
      window.innerHeight,
    );
    initial.forEach((element, i) => {
      element.dataset.reveal = shownAtOnce[i] ? 'shown' : 'hidden';
    });
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const wait = REVEAL.throttleMs - (Date.now() - last);
      if (wait <= 0) {
        last = Date.now();
        check();
      } else if (!timer) {
        timer = setTimeout(() => {
          timer = undefined;
          last = Date.now();
          check();
        }, wait);
      }
    };
    const stop = () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);
  return null;
}
