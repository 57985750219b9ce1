import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [{ find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` }],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'serve/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker thread, shared by its test files: the suite took 325 s with a
    // fresh process per file and 163 s this way (2 cores), most of the difference being imports.
    // Test files must therefore undo what they change (env stubs, globals, timers).
    pool: 'threads',
    isolate: false,
  },
});
