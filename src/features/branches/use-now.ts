import { useSyncExternalStore } from 'react';

const minute = 60_000;

function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, 15_000);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onChange);
  };
}

const currentMinute = () => Math.floor(Date.now() / minute) * minute;

/**
 * The current time to the minute, on the client only: null while prerendering and hydrating,
 * so a page built once never shows the build time's status; then the visitor's own clock.
 */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, currentMinute, () => null);
}
