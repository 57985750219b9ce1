/** Reload helper time-out (spec section 9): at most one reload per 10 s, so no reload loop. */
export const RELOAD_WINDOW_MS = 10_000;
export const RELOAD_STAMP_KEY = 'chunk-reload-at';

const CHUNK_ERROR =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (reason instanceof Error) return CHUNK_ERROR.test(`${reason.name} ${reason.message}`);
  return typeof reason === 'string' && CHUNK_ERROR.test(reason);
}

/** Decides whether to reload now; `lastReloadAt` is the stamp of the previous reload, if any. */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_WINDOW_MS;
}
