import type { APIRoute } from 'astro';
import { ApiError } from './api-error';
import { requestIdOf } from './request-id';
import { errorResponse } from './respond';

/**
 * Every other method of an API route (its `ALL` export): 405 JSON with `Allow`, the API's error
 * shape. Without it Astro answers a missing method with the 404 page and logs the path.
 */
export const methodNotAllowed =
  (...allowed: ('GET' | 'POST')[]): APIRoute =>
  ({ request }) => {
    const response = errorResponse(
      new ApiError(405, 'method_not_allowed'),
      requestIdOf(request.headers),
    );
    response.headers.set(
      'Allow',
      (allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed).join(', '),
    );
    return response;
  };
