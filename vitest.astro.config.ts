// Container tests (`*.container.test.ts`): pages and components rendered by Astro's Container API,
// in a Vite set up by Astro itself (getViteConfig), so `.astro` files, the `astro:*` modules and the
// project's integrations (React, `client:interaction`) work as in the site. The rest of the unit
// suite runs on vitest.config.ts, without Astro's plugins.
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
