import { defineMiddleware } from 'astro:middleware';

/**
 * Per-request facts for the pages (issue 32). Cached pages skip this (astro-notes.md, pitfall 1), so
 * nothing per-visitor is decided here that a cached copy would need: the locale cookie rule and the
 * security headers live in serve/server.ts, in front of the cache.
 */
export const onRequest = defineMiddleware((context, next) => {
  // Draft preview (editors only): decided by the publishing step of the move; off until then.
  context.locals.preview = false;
  return next();
});
