// The site's framework configuration (issue 32: the move from Next to Astro with React islands).
// Pages render on the server to HTML; only `.island.tsx` components hydrate. Served by serve/server.ts,
// which mounts the adapter's middleware (static files, locale cookie, 405, draining are ours).
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  // One URL per page: `/faq/` and `/faq` are not two pages (astro-notes.md, pitfall 3).
  trailingSlash: 'never',
  // No sessions: every visitor is anonymous, and the adapter's default writes files.
  session: false,
  devToolbar: { enabled: false },
  // Route cache keyed by path only, bounded, shared invalidation on PostgreSQL (src/server/publishing).
  cache: {
    provider: {
      name: 'konew-route-cache',
      entrypoint: './src/server/publishing/route-cache-provider.ts',
      config: { maxEntries: 500, maxBytes: 64 * 1024 * 1024 },
    },
  },
  security: {
    // Off: Astro refuses form-typed POSTs whose Origin differs from the request URL's (astro-notes.md,
    // pitfall 5). Every POST route runs our own origin/Fetch-Metadata guard (server/api/request-guards)
    // against the configured SITE_ORIGIN; /api/revalidate is authenticated by its secret header.
    checkOrigin: false,
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https://images.ctfassets.net",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src 'none'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ],
    },
  },
  markdown: { syntaxHighlight: false },
  vite: { plugins: [tailwindcss()] },
});
