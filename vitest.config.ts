import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { intlFormatOnly } from './src/i18n/intl-format-only';

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
      // As the site formats messages (astro.config.ts): compiled, without use-intl's ICU parser.
      intlFormatOnly,
    ],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'serve/**/*.test.ts'],
    // Container tests need Astro's Vite plugins: vitest.astro.config.ts runs them.
    exclude: [...configDefaults.exclude, '**/*.container.test.ts'],
    environment: 'node',
    // Through Vite, so the alias above reaches use-intl's own import of its formatter.
    server: { deps: { inline: ['use-intl'] } },
    // One module graph per worker thread, shared by its test files: the suite took 325 s with a
    // fresh process per file and 163 s this way (2 cores), most of the difference being imports.
    // Test files must therefore undo what they change (env stubs, globals, timers).
    pool: 'threads',
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one on CI's two. Many files wait on other
    // processes (servers they start, npm ci, PostgreSQL), so two overlap those waits: 215 s to about
    // 140 s on CI's machine (three were slower than two here).
    maxWorkers: 2,
    // The API's own tests post as a client with its `fill_ms` (src/server/api/testing/api-request.ts);
    // the form token the site requires by default has its tests (form-token, bot-check, env) and
    // e2e/form-token.spec.ts against the served site.
    env: { FORM_TOKEN_REQUIRED: 'false' },
    // `npm run test:coverage` (what `npm test` runs): the server, content and feature code, each
    // folder held at its level measured on 2026-11-28 less a point (rounded down). Floors apply to
    // the whole suite: `npm run test:unit -- <files>` stays without coverage.
    coverage: {
      provider: 'v8',
      include: ['src/server/**', 'src/content/**', 'src/features/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'node_modules/.cache/coverage',
      // A timeout of a process-spawning test under load still shows what the rest covered.
      reportOnFailure: true,
      thresholds: {
        'src/server/**': { lines: 86, statements: 85, functions: 85, branches: 81 },
        'src/content/**': { lines: 92, statements: 89, functions: 90, branches: 80 },
        'src/features/**': { lines: 50, statements: 50, functions: 53, branches: 43 },
      },
    },
  },
});
