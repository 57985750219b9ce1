import { expect } from 'vitest';

/** A GET refused for its query: 422 with the field codes, never cached. */
export async function expectQueryRefused(
  answer: Response | Promise<Response>,
  fields: Record<string, string>,
) {
  const response = await answer;
  expect(response.status).toBe(422);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ error: { code: 'validation_failed', fields } });
}
