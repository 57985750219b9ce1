import { whenIdle } from '@/lib/when-idle';

const interactions = ['pointerdown', 'keydown'] as const;

/**
 * Calls `start` once, after the page has loaded and the browser is idle, or at the visitor's first
 * interaction if that comes sooner; in a background tab, when the tab is shown.
 */
export function afterLoad(start: () => void): () => void {
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
