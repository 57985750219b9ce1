/**
 * Lets the browser run what is waiting (input, a frame) before the caller goes on: work split this
 * way keeps each task short. `scheduler.yield()` where the browser has it (the rest of the work
 * keeps its place in the queue), a new task otherwise. Browser only.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
