import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      // Next's routes live in app/ beside Astro's src/pages while the site moves (issue 32).
      { find: /^@\/app\//, replacement: `${path.resolve(import.meta.dirname, 'app')}/` },
      { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
    ],
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'app/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'serve/**/*.test.ts',
    ],
    environment: 'node',
    server: { deps: { inline: ['next-intl'] } },
  },
});
