import createMiddleware from 'next-intl/middleware';
import type { NextRequest, NextResponse } from 'next/server';
import { defaultLocale, localeCookie } from '@/config/locales';
import { routing } from '@/i18n/routing';
import { isSwitchToDefaultLocale } from '@/i18n/locale-switch';
import { requestPathHeader } from '@/lib/request-path';

const localize = createMiddleware(routing);

/**
 * Locale detection and prefixes (no security decision lives here). The English pages' language
 * switch links to the unprefixed Chinese page; followed without JavaScript it is remembered here,
 * as the script would have remembered it. Page renders learn the requested path (error screens).
 */
export default function proxy(request: NextRequest) {
  // What the visitor asked for, for the error screens (a client-sent value is replaced).
  request.headers.set(requestPathHeader, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  if (!isSwitchToDefaultLocale({ pathname: request.nextUrl.pathname, headers: request.headers })) {
    return keptFromSharedCaches(localize(request));
  }
  request.cookies.set(localeCookie.name, defaultLocale);
  const response = localize(request);
  const { name, ...options } = localeCookie;
  response.cookies.set(name, defaultLocale, options);
  return keptFromSharedCaches(response);
}

/**
 * An answer that sets the locale cookie (next-intl remembering the page's language, or the switch
 * above) is this visitor's own: a shared cache must not hand it, cookie included, to another. Next
 * keeps a Cache-Control set here instead of its prerendered pages' `s-maxage`; it would overwrite a
 * Vary. Answers without the cookie keep Next's caching.
 */
function keptFromSharedCaches(response: NextResponse): NextResponse {
  if (response.cookies.has(localeCookie.name))
    response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export const config = {
  // Everything but API routes, the test echo routes, the analytics collector, Next internals and files.
  matcher: [
    '/((?!api|todos|v1|_next|_vercel|.*\\.(?:ico|png|jpe?g|svg|webp|avif|gif|txt|xml|json|js|css|map|woff2?|webmanifest)$).*)',
  ],
};
