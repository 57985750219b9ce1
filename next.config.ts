import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { legacyRedirects } from './src/config/legacy-redirects';
import { securityHeaders } from './src/config/security-headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    // Messages are compiled at build time (a broken one fails the build): pages whose islands format
    // messages ship next-intl's small formatter instead of its ICU parser. Hence no `t.raw`.
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const config: NextConfig = {
  // A separate build folder per worktree user (e.g. parallel test servers); `.next` by default.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // No `inlineCss`: measured, it trades TBT and bytes for LCP (README, Benchmarks).
  experimental: { globalNotFound: true },
  // Next's own file-system cache, seen by the production server: the CSP of a page Next regenerates
  // after a content publish allows that page's scripts (scripts/page-generations.ts).
  cacheHandler: path.join(process.cwd(), 'scripts', 'page-cache-handler.mjs'),
  // Types are checked once, by `npm run typecheck` (part of `npm test`), not again inside every build.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  async redirects() {
    // statusCode 301: `permanent: true` would answer 308, the spec wants 301. Query strings pass through.
    return legacyRedirects.flatMap(({ from, to }) => [
      { source: from, destination: to, statusCode: 301 as const },
      {
        source: `/en-US${from}`,
        destination: to === '/' ? '/en-US' : `/en-US${to}`,
        statusCode: 301 as const,
      },
    ]);
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(config);
