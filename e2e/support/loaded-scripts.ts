import type { Page } from '@playwright/test';

/**
 * Starts recording the scripts `page` fetches; the returned function answers whether any of them
 * holds the schema library (zod keeps the name of its error class in any bundle holding it). The
 * tools that answer as a visitor types (the planner, the loan calculator) read their numbers
 * without it: it is 24 KiB gzipped, and only the forms, which share their schemas with the server,
 * load it.
 */
export function recordSchemaLibrary(page: Page): () => Promise<string[]> {
  const bodies: Array<Promise<[string, string]>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response
        .text()
        .then((body): [string, string] => [response.url(), body])
        .catch((): [string, string] => [response.url(), '']),
    );
  });
  return async () =>
    (await Promise.all(bodies)).filter(([, body]) => body.includes('ZodError')).map(([url]) => url);
}
