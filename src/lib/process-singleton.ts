/**
 * One instance per process, on globalThis. `astro dev` evaluates a module again after an edit to it
 * or to what it imports (an edit to logger.ts re-runs db/client.ts and server/runtime.ts), and a
 * plain module variable would then open the PGlite folder a second time, which its lock refuses.
 * serve/server.ts, outside the bundle, finds `server.stop` here. The production bundle has one copy
 * of each module.
 */
export function processSingleton<T>(key: string, create: () => T): T {
  const registry = ((
    globalThis as { __konewSingletons?: Map<string, unknown> }
  ).__konewSingletons ??= new Map());
  if (!registry.has(key)) registry.set(key, create());
  return registry.get(key) as T;
}
