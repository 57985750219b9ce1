/**
 * One instance per process. Next bundles instrumentation and each route separately, so a plain
 * module-level variable can exist twice; the global registry keeps the database, relay and counters single.
 */
export function processSingleton<T>(key: string, create: () => T): T {
  const registry = ((
    globalThis as { __konewSingletons?: Map<string, unknown> }
  ).__konewSingletons ??= new Map());
  if (!registry.has(key)) registry.set(key, create());
  return registry.get(key) as T;
}
