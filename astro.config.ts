// The site's framework configuration: Astro with React islands (issue 32).
// Pages render on the server to HTML; only `.island.tsx` components hydrate. Served by serve/server.ts,
// which mounts the adapter's middleware (static files, locale cookie, 405, draining are ours).
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { intlFormatOnly } from './src/i18n/intl-format-only';
import { afterPaintLoaderHash } from './src/layouts/after-paint-loader';

/** Origins of runtime hosts the pages reach, read at build time. */
function origins(...urls: (string | undefined)[]): string[] {
  return urls.flatMap((url) => {
    if (!url) return [];
    try {
      return [new URL(url.replace(/\{[a-z]\}/g, 'x')).origin];
    } catch {
      return [];
    }
  });
}
// Build-time settings of the policy (docs/configuration.md: set them when building and when serving).
const imageHosts = origins(
  process.env.MAP_TILE_URL,
  process.env.CONTENTFUL_IMAGES_ORIGIN ?? 'https://images.ctfassets.net',
);
const connectHosts = origins(process.env.ANALYTICS_HOST);

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };
const siteBehaviours = fileURLToPath(
  new URL('./src/layouts/site-behaviours.script.ts', import.meta.url),
);

/**
 * One chunk for every page's behaviours: the layout's script, site-behaviours.script.ts and all it
 * imports. The bundler would otherwise split the helpers it shares with islands (the locales,
 * when-idle) into chunks of their own, which a page fetches only after the script, one round trip
 * later. Islands and page scripts import those helpers from this chunk, which every page has loaded.
 * All of it loads on every page: keep what it imports small (e2e/page-scripts.spec.ts).
 */
function siteChunk(id: string, graph: ModuleGraph): string | undefined {
  const site = new Set<string>();
  const visit = (module: string) => {
    if (site.has(module)) return;
    site.add(module);
    graph.getModuleInfo(module)?.importedIds.forEach(visit);
  };
  visit(siteBehaviours);
  const loadsSite = graph.getModuleInfo(id)?.importedIds.includes(siteBehaviours);
  return site.has(id) || loadsSite ? 'site-behaviours' : undefined;
}

/**
 * The dev server without the content security policy: Astro hashes the inline scripts only when it
 * builds (its docs: CSP is not supported in dev), so in `astro dev` the policy blocked the island
 * loader and no island hydrated. Built and served sites keep the policy (e2e/csp.spec.ts).
 */
const devWithoutPolicy: AstroIntegration = {
  name: 'konew-dev-without-csp',
  hooks: {
    'astro:config:setup': ({ command, updateConfig }) => {
      if (command === 'dev') updateConfig({ security: { csp: false } });
    },
  },
};

/** `client:interaction` (src/lib/hydrate-on-interaction.script.ts): hydrates on the visitor's first use. */
const interactionDirective: AstroIntegration = {
  name: 'konew-client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({
        name: 'interaction',
        entrypoint: './src/lib/hydrate-on-interaction.script.ts',
      }),
  },
};

/**
 * dist/server/entry.mjs is built from src/server/server-entry.ts: the Node adapter's exports plus the
 * runtime's stop, which serve/server.ts imports. Astro names the server input `index` after the
 * adapter's entry and writes it as entry.mjs; this plugin runs after Astro's and replaces it.
 */
const serverEntry: Plugin = {
  name: 'konew-server-entry',
  apply: 'build',
  enforce: 'post',
  config: () => ({
    environments: {
      ssr: {
        build: {
          rolldownOptions: {
            input: {
              index: fileURLToPath(new URL('./src/server/server-entry.ts', import.meta.url)),
            },
          },
        },
      },
    },
  }),
};

export default defineConfig({
  output: 'server',
  // staticHeaders: prerendered pages' CSP goes to dist/_headers.json, which serve/server.ts sends.
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  integrations: [react(), interactionDirective, devWithoutPolicy],
  // One URL per page: `/faq/` and `/faq` are not two pages (astro-notes.md, pitfall 3).
  trailingSlash: 'never',
  // No sessions: every visitor is anonymous, and the adapter's default writes files.
  session: false,
  devToolbar: { enabled: false },
  // The framework's log lines as the site's JSON lines (a field, never a line of their own).
  logger: { entrypoint: './src/lib/astro-log-destination.ts' },
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
        `img-src 'self' data:${imageHosts.map((host) => ` ${host}`).join('')}`,
        "font-src 'self'",
        // Contentful's video files and captions, played by the browser's own player (features/blog/article-video.tsx).
        "media-src 'self' https://videos.ctfassets.net https://assets.ctfassets.net",
        `connect-src 'self'${connectHosts.map((host) => ` ${host}`).join('')}`,
        "frame-src 'none'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ],
      // The site layout's inline loader of its held scripts (after-paint.astro), on every page: set
      // here, not by Astro.csp in the layout, which does not reach a page rendered as a component
      // (the English home, src/pages/en-US/index.astro).
      scriptDirective: { hashes: [afterPaintLoaderHash] },
      // Astro hashes style-src (so 'unsafe-inline' would be ignored there): a server-rendered
      // `style="..."` attribute is blocked. Views use classes instead; a style set by an island's
      // script after hydration (CSSOM) is not subject to the policy.
    },
  },
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [tailwindcss(), serverEntry],
    // Messages are compiled on the server (src/i18n/messages-for.ts), so use-intl formats them with
    // its format-only implementation, as its own docs offer by this alias: no ICU parser in any
    // bundle (about 9 KiB gzipped on every page with an island). use-intl is bundled on the server
    // too (ssr.noExternal), so the alias reaches its import there and in the dev server.
    resolve: { alias: [intlFormatOnly] },
    ssr: { noExternal: ['use-intl'] },
    environments: {
      client: { build: { rollupOptions: { output: { manualChunks: siteChunk } } } },
    },
  },
});
