import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

const minute = 60_000;
const interactions = ['pointerdown', 'keydown'] as const;

/**
 * Calls `start` once, after the page has loaded and the browser is idle, or at the visitor's first
 * interaction if that comes sooner; in a background tab, when the tab is shown.
 */
function afterLoad(start: () => void): () => void {
  const listening = new AbortController();
  const { signal } = listening;
  let cancelIdle = () => {};
  let ready = false;
  const go = () => {
    if (!ready || document.visibilityState === 'hidden') return;
    listening.abort();
    cancelIdle();
    start();
  };
  const readyNow = () => {
    ready = true;
    go();
  };
  for (const type of interactions) {
    window.addEventListener(type, readyNow, { signal, capture: true, passive: true });
  }
  document.addEventListener('visibilitychange', go, { signal });
  const idle = () => {
    cancelIdle = whenIdle(readyNow, 2000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { signal, once: true });
  return () => {
    listening.abort();
    cancelIdle();
  };
}

/**
 * The current time to the minute, on the client only: null while prerendered and hydrating, so a
 * page built once never shows the build time's status, and null until the page has loaded (see
 * afterLoad); then the visitor's own clock, kept current. Each update is a transition, which React
 * renders in slices, so the branches' hours never make one long task.
 */
export function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    const tick = () =>
      startTransition(() => {
        setNow(Math.floor(Date.now() / minute) * minute);
      });
    const stop = afterLoad(() => {
      tick();
      timer = window.setInterval(tick, 15_000);
      document.addEventListener('visibilitychange', tick);
    });
    return () => {
      stop();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);
  return now;
}
