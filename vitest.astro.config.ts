// Container tests (`*.container.test.ts`): pages and components rendered by Astro's Container API,
// in a Vite set up by Astro itself (getViteConfig: astro.config.ts with its integrations), so
// `.astro` files, the `astro:*` modules and the `@/` alias work as in the site. The container is set
// up in src/lib/testing/astro-container.ts. The rest of the unit suite runs on vitest.config.ts, without
// Astro's plugins.
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['src/**/*.container.test.ts'],
    environment: 'node',
    env: { FORM_TOKEN_REQUIRED: 'false' },
    // The first render of a route shell compiles its modules: seconds on a busy 2-core machine.
    testTimeout: 60_000,
  },
});
