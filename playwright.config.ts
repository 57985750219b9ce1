import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The Astro build (issue 32), served beside Next while the routes move. */
const astroPort = Number(process.env.E2E_ASTRO_PORT ?? 3200);
/**
 * Specs that pass against the Astro build. A spec joins this list when every route it visits has
 * moved; once all have, Next and the `desktop` project go (issue 32).
 */
const astroSpecs = [
  'astro-pages.spec.ts',
  'blog-first-paint.spec.ts',
  'home-on-load.spec.ts',
  'store-address-load.spec.ts',
  'scroll-reveal.spec.ts',
  'astro-server-hardening.spec.ts',
  'astro-server-serving.spec.ts',
  'astro-server-shutdown.spec.ts',
  'card-lists.spec.ts',
  'instalment-planner.spec.ts',
  'long-form-pages.spec.ts',
  'moved-pages.spec.ts',
  'astro-forms-no-js.spec.ts',
  'content-journey.spec.ts',
  'instalment-example.spec.ts',
  'routes.spec.ts',
  'lender-disclosures.spec.ts',
  'loan-journeys-nav.spec.ts',
];
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    // Browsers here default to Hong Kong Chinese, like most visitors; English cases set their own.
    locale: 'zh-HK',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: ['astro-pages.spec.ts', 'astro-server-*.spec.ts', 'astro-forms-no-js.spec.ts'],
    },
    {
      name: 'astro',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${astroPort}` },
      testMatch: astroSpecs,
    },
  ],
  webServer: [
    // E2E_ONLY_ASTRO=1 with --project=astro: only the Astro build is started.
    ...(process.env.E2E_ONLY_ASTRO
      ? []
      : [
          {
            // The README's `npm start`: builds when sources are newer than the build, then serves.
            command: 'node --import tsx scripts/start.ts',
            // The served origin is the site's origin (the CSRF check compares Origin with it); the secret
            // lets the diagnostics test see what the public does not.
            env: {
              PORT: String(port),
              SITE_ORIGIN: `http://localhost:${port}`,
              DIAGNOSTICS_SECRET: 'e2e-diagnostics-secret-0123',
            },
            url: `http://localhost:${port}/tester`,
            timeout: 600_000,
            reuseExistingServer: !process.env.CI,
            stdout: 'pipe' as const,
          },
        ]),
    {
      // `npm run astro:build`, then the production server of the Astro build.
      command: 'npm run astro:build && npm run serve',
      env: {
        PORT: String(astroPort),
        SITE_ORIGIN: `http://localhost:${astroPort}`,
        // Its own embedded database: the Next server above holds the lock on the default folder.
        DATA_DIR: './data/e2e-astro-pglite',
        DIAGNOSTICS_SECRET: 'e2e-diagnostics-secret-0123',
      },
      url: `http://localhost:${astroPort}/faq`,
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
    },
  ],
});
