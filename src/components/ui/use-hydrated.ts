import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/** False on the server and while React hydrates the island, true from the render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
