import { startTransition, useEffect, useState } from 'react';
import { afterLoad } from './after-load';

const minute = 60_000;

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
