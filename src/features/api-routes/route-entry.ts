import type { APIRoute } from 'astro';
import type { z } from 'zod';
import { apiRoute } from '@/server/api/api-route';
import type { RouteOptions } from '@/server/api/route-options';
import type { Endpoint, QueryEndpoint } from '@/server/api/endpoint';
import { methodNotAllowed } from '@/server/api/method-not-allowed';

type Method = 'GET' | 'POST';

/** A JSON route as a function of its request: what an Action (and a test) sends a body through. */
export type JsonRoute = (request: Request) => Promise<Response>;

/** A page whose form posts to the endpoint without JavaScript: `POST <page>?_action=<action>`. */
export type PlainPostPage<A extends string = string> = { page: `/${string}`; action: A };

/** One entry of the list (api-routes.ts): an address of the API and all that is served there. */
export type RouteEntry<M extends Method = Method, A extends string = string> = {
  /** The Astro route (`/todos/[id]`), served by the one file under src/pages of that name. */
  path: `/${string}`;
  /** What each method answers, and `ALL` (405 with `Allow`) for the others: the route file's exports. */
  handlers: Record<M | 'ALL', APIRoute>;
  /** A JSON POST's contract (schema, example, limits): documented in the OpenAPI document. */
  endpoint?: Endpoint;
  /** A public GET's query contract: documented too. */
  query?: QueryEndpoint;
  json?: JsonRoute;
  plainPost?: PlainPostPage<A>;
};
/** Any entry of the list, whatever its methods. */
export type AnyRouteEntry = RouteEntry<'GET'> | RouteEntry<'POST'>;

const withAll = <M extends Method>(handlers: Record<M, APIRoute>) => ({
  ...handlers,
  ALL: methodNotAllowed(...(Object.keys(handlers) as M[])),
});

/** A route outside the documented API (publish webhook, draft cookie, collector, test calls). */
export const route = <M extends Method>(
  path: `/${string}`,
  handlers: Record<M, APIRoute>,
): RouteEntry<M, never> => ({ path, handlers: withAll(handlers) });

/** A public GET documented by its query parameters. */
export const queryGet = (query: QueryEndpoint, GET: APIRoute): RouteEntry<'GET', never> => ({
  path: query.path,
  handlers: withAll({ GET }),
  query,
});

/**
 * A JSON POST of the API: `apiRoute` runs its guards, schema, service and idempotency. `plainPost`
 * names the page whose form also posts to it without JavaScript, and that form's Action;
 * `requestNow` the schema as the content store has it now (a loan's published range).
 */
export function jsonPost<Req extends z.ZodType, Res extends z.ZodType, A extends string = never>(
  endpoint: Endpoint<Req, Res>,
  serve: Parameters<typeof apiRoute<Req, Res>>[1],
  options: RouteOptions<Req, Res> & { plainPost?: PlainPostPage<A> } = {},
): RouteEntry<'POST', A> & { endpoint: Endpoint; json: JsonRoute } {
  const json = apiRoute(endpoint, serve, options);
  return {
    path: endpoint.path,
    handlers: withAll({ POST: ({ request }) => json(request) }),
    endpoint,
    json,
    ...(options.plainPost ? { plainPost: options.plainPost } : {}),
  };
}

/** The documented endpoints of `entries`, in their order: the JSON POSTs and the public GETs. */
export const documented = (entries: readonly AnyRouteEntry[]) => ({
  endpoints: entries.flatMap((entry) => (entry.endpoint ? [entry.endpoint] : [])),
  queries: entries.flatMap((entry) => (entry.query ? [entry.query] : [])),
});
