import type { APIContext } from 'astro';
import { expect } from 'vitest';

/** A route file's handler, called as Astro calls it. */
export type AstroEndpoint = (context: APIContext) => Response | Promise<Response>;
export const call = (
  endpoint: AstroEndpoint,
  request: Request,
  params: Record<string, string> = {},
  locals: Partial<App.Locals> = {},
) =>
  endpoint({
    request,
    params,
    locals,
    rewrite: () => new Response(null, { status: 404 }),
  } as never);
/** What a test compares of an answer. */
export const answer = async (response: Response) => ({
  status: response.status,
  type: response.headers.get('content-type'),
  cacheControl: response.headers.get('cache-control'),
  location: response.headers.get('location'),
  body: await response.text(),
});
/** A JSON answer as `answer` shows it. */
export const json = (
  status: number,
  cacheControl: string | null,
  body: unknown = expect.any(String),
) => ({
  status,
  type: 'application/json',
  cacheControl,
  location: null,
  body,
});
