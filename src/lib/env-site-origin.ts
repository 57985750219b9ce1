// Imported by src/env.ts and, before anything listens, by serve/server.ts (Node's type stripping:
// this file imports nothing).

/**
 * A production server (NODE_ENV=production) without SITE_ORIGIN would publish
 * `http://localhost:3000` in canonical links, hreflang and QR codes: it refuses to start instead.
 * `npm start` (serve/start.ts) sets the local origin it serves on itself.
 */
export function missingSiteOrigin(source: Record<string, string | undefined>): string | null {
  if (source.NODE_ENV !== 'production') return null;
  if (source.SITE_ORIGIN) return null;
  return 'Refusing to start: SITE_ORIGIN is not set. In production it must be the public origin of the site, e.g. SITE_ORIGIN=https://www.example.com (canonical URLs, hreflang, QR codes and the form origin check use it); `npm start` sets http://localhost:$PORT itself.';
}
