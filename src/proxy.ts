import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

// Locale detection and prefixes only: no security decision lives here.
export default createMiddleware(routing);

export const config = {
  // Everything but API routes, the test echo routes, the analytics collector, Next internals and files.
  matcher: [
    '/((?!api|todos|v1|_next|_vercel|.*\\.(?:ico|png|jpe?g|svg|webp|avif|gif|txt|xml|json|js|css|map|woff2?|webmanifest)$).*)',
  ],
};
