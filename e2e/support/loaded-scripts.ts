import type { Page } from '@playwright/test';

/**
 * Starts recording the scripts `page` fetches; the returned function lists those whose text holds
 * `marker`. Libraries keep such names in any bundle holding them: zod its `ZodError`, the ICU
 * message parser its `EXPECT_ARGUMENT_CLOSING_BRACE`.
 */
export function recordScripts(page: Page): (marker: string) => Promise<string[]> {
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
  return async (marker) =>
    (await Promise.all(bodies)).filter(([, body]) => body.includes(marker)).map(([url]) => url);
}

/**
 * The schema library's mark. The tools that answer as a visitor types (the planner, the loan
 * calculator) read their numbers without it: it is 24 KiB gzipped, and only the forms, which share
 * their schemas with the server, load it.
 */
export const schemaLibrary = 'ZodError';

/** The ICU message parser's mark: messages reach islands compiled (src/i18n/messages-for.ts). */
export const messageParser = 'EXPECT_ARGUMENT_CLOSING_BRACE';
