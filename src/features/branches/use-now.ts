import { useSyncExternalStore } from 'react';

const minute = 60_000;

/** Set a task after the first subscriber mounts: until then the page shows what was prerendered. */
let started = false;

function subscribe(onChange: () => void) {
  // The hours render in a task of their own after hydration, not inside hydration's long task.
  const first = window.setTimeout(() => {
    started = true;
    onChange();
  }, 0);
  const timer = window.setInterval(onChange, 15_000);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.clearTimeout(first);
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onChange);
  };
}

const currentMinute = () => (started ? Math.floor(Date.now() / minute) * minute : null);

/**
 * The current time to the minute, on the client only: null while prerendering and hydrating,
 * so a page built once never shows the build time's status; then the visitor's own clock.
 */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, currentMinute, () => null);
}
