import { processSingleton } from '@/lib/process-singleton';

type State = { active: number; draining: boolean; idle: Array<() => void> };

const state = () =>
  processSingleton<State>('api.inFlight', () => ({ active: 0, draining: false, idle: [] }));

export const isDraining = () => state().draining;

/** Counts a request while it runs, so shutdown can wait for the last one. */
export async function trackRequest<T>(work: () => Promise<T>): Promise<T> {
  const current = state();
  current.active++;
  try {
    return await work();
  } finally {
    current.active--;
    if (current.active === 0) for (const resolve of current.idle.splice(0)) resolve();
  }
}

/** Refuses new API requests (503) and resolves when the running ones have answered, or after `timeoutMs`. */
export function drain(timeoutMs: number): Promise<void> {
  const current = state();
  current.draining = true;
  if (current.active === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    current.idle.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
