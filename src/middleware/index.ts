import { defineMiddleware } from 'astro:middleware';
import { handleFormPost } from './form-post';
import { localeOfPath, unprefixedPath } from '@/i18n/locale-path';
import { routeLocale } from '@/i18n/route-locale';
import { isPreviewRequest } from '@/server/publishing/draft-mode';
import { startServerRuntime } from '@/server/runtime';

// The server runtime (the database and its lock, shared cache tags, the lead relay) starts when this
// module first loads, and the first requests wait for it: serve/server.ts sends itself one before it
// says it is ready. It never rejects (a database that is down is retried per request).
const runtime = startServerRuntime();

/**
 * Per-request facts for the pages (issue 32). Cached pages skip this (astro-notes.md, pitfall 1), so
 * nothing per-visitor is decided here that a cached copy would need: the locale cookie rule and the
 * security headers live in serve/server.ts, in front of the cache.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  await runtime;
  // Draft preview (editors only): the signed cookie /api/draft sets.
  context.locals.preview = isPreviewRequest(context.cookies);
  // The query the visitor asked with: a page's `Astro.rewrite('/404')` drops it, and the 404 page
  // names the full path. Set once: a rewrite runs this again on the rewritten URL.
  context.locals.requestSearch ??= context.url.search;
  // The page's locale and path, from the route (a rewrite runs this again for the new route): a
  // page route's `[...locale]` segment names a locale or the route is a 404; elsewhere the prefix.
  const locale = context.routePattern.startsWith('/[...locale]')
    ? routeLocale(context.params.locale)
    : localeOfPath(context.url.pathname);
  if (!locale) return context.rewrite('/404');
  context.locals.locale = locale;
  context.locals.pagePath = unprefixedPath(context.url.pathname);
  // The route pattern, never the path: what serve/server.ts counts the request under (telemetry).
  context.locals.routePattern = context.routePattern;
  return (await handleFormPost(context, next)) ?? next();
});
