import { useSyncExternalStore } from 'react';
import { hongKongToday, type DateKey } from '@/lib/hong-kong-time';

function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
}

/** Today's date in Hong Kong on the client; null while prerendering and hydrating. */
export function useHongKongToday(): DateKey | null {
  return useSyncExternalStore(
    subscribe,
    () => hongKongToday(),
    () => null,
  );
}
