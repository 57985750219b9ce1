import { defineConfig, devices } from '@playwright/test';
import { suiteMinFillMs } from './e2e/support/min-fill';

const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    // Browsers here default to Hong Kong Chinese, like most visitors; English cases set their own.
    locale: 'zh-HK',
    // Recording a trace of every test costs about a fifth of the suite's time (routes.spec: 3.3 min
    // with traces, 2.6 without). CI retries a failed test once and records that retry.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The README's `npm start`: builds when sources are newer than the build, then serves.
    command: 'node serve/start.ts',
    // The served origin is the site's origin (the CSRF check compares Origin with it); the secret
    // lets the diagnostics test see what the public does not.
    env: {
      PORT: String(port),
      SITE_ORIGIN: `http://localhost:${port}`,
      DIAGNOSTICS_SECRET: 'e2e-diagnostics-secret-0123',
      // Every spec is one visitor address here, and two workers send more than ten stored forms
      // to one route within ten minutes (the credit report's agreement met its 429 in CI). The
      // limit itself is tested on instances of its own (nginx-profile.spec.ts, scale-out.spec.ts).
      RATE_LIMIT_SUBMIT: '200/600',
      FORM_MIN_FILL_MS: String(suiteMinFillMs),
    },
    url: `http://localhost:${port}/tester`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});
