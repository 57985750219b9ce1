/**
 * The process's state, one slot per piece (database handle, data-folder locks, log destination,
 * logger, outbox signal, shared cache tags, in-flight count, form-token keys), each created by the
 * one module that owns it. The slots are kept on one global symbol, reached only through this file.
 *
 * Why not plain module variables: `astro dev` runs the server modules in Vite's module runner, whose
 * full reload after an edit to a server module drops every evaluated module and evaluates them again
 * (`runner.evaluatedModules.clear()` in vite's module-runner). A module variable would then be made a
 * second time: a second PGlite on the folder its own lock holds (refused), a second stdout
 * destination, a lost outbox wake-up. The production bundle evaluates each module once.
 * serve/server.ts, outside the bundle, does not look here: it imports the runtime's stop from the
 * bundle's entry (src/server/server-entry.ts).
 */
const slots: Map<string, unknown> = ((
  globalThis as Record<symbol, Map<string, unknown> | undefined>
)[Symbol.for('konew.processState')] ??= new Map());

/** The slot `key`, made by `create` on first use in this process. */
export function processSingleton<T>(key: string, create: () => T): T {
  if (!slots.has(key)) slots.set(key, create());
  return slots.get(key) as T;
}

/** Tests: runs `work` with the slot `key` empty, as in a fresh process, then puts back what it held. */
export async function withFreshSlot<T>(key: string, work: () => Promise<T>): Promise<T> {
  const had = slots.has(key);
  const saved = slots.get(key);
  slots.delete(key);
  try {
    return await work();
  } finally {
    if (had) slots.set(key, saved);
    else slots.delete(key);
  }
}
