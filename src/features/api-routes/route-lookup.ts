import { apiRoutes } from './api-routes';
import { type AnyRouteEntry, documented, type JsonRoute } from './route-entry';

type Routes = typeof apiRoutes;
export type RouteName = keyof Routes;
/** The names of the JSON POSTs (their routes take a request: Actions, tests). */
export type JsonRouteName = {
  [N in RouteName]: Routes[N] extends { json: JsonRoute } ? N : never;
}[RouteName];
/** The Actions that take the forms' posts without JavaScript (src/actions/index.ts). */
export type PlainPostAction = NonNullable<Routes[RouteName]['plainPost']>['action'];

/** The list's entries, in its order. */
export const routeEntries: readonly AnyRouteEntry[] = Object.values(apiRoutes);

/** A route file's exports: `export const { POST, ALL } = routeOf('kcash_sme_loan_enquiry');`. */
export const routeOf = <N extends RouteName>(name: N): Routes[N]['handlers'] =>
  apiRoutes[name].handlers;

/** A JSON POST's route, called with a request. */
export const jsonRoute = (name: JsonRouteName): JsonRoute => apiRoutes[name].json;

/** Path → route of every JSON POST of the API (the tests post to each). */
export const jsonRoutesByPath: Readonly<Record<string, JsonRoute>> = Object.fromEntries(
  routeEntries.flatMap((entry) => (entry.json ? [[entry.path, entry.json]] : [])),
);

/** The documented endpoints, as the OpenAPI document lists them. */
export const { endpoints: documentedEndpoints, queries: documentedQueryEndpoints } =
  documented(routeEntries);

const plainPosts = routeEntries.flatMap((entry) => (entry.plainPost ? [entry] : []));

/** Page path (without a locale prefix) → the Action its form posts to without JavaScript. */
export const formPageActions: Readonly<Record<string, PlainPostAction>> = Object.fromEntries(
  plainPosts.map(({ plainPost }) => [plainPost!.page, plainPost!.action as PlainPostAction]),
);

/** The Action of the page at `path` (without its locale prefix), or undefined for other pages. */
export const formActionOf = (path: string): PlainPostAction | undefined =>
  Object.hasOwn(formPageActions, path) ? formPageActions[path] : undefined;

/**
 * The JSON route an Action sends its form through, and whether that route runs the bot check (its
 * strict schema refuses the check's fields otherwise).
 */
export function actionRoute(action: PlainPostAction): { route: JsonRoute; botCheck: boolean } {
  const entry = plainPosts.find(({ plainPost }) => plainPost!.action === action);
  if (!entry?.json || !entry.endpoint) throw new Error(`no JSON route for the Action ${action}`);
  return { route: entry.json, botCheck: entry.endpoint.botCheck };
}

/**
 * What serve/ reads (serve/api-routes.json; it cannot import this list): each route's methods, and
 * the pages that take a form's post.
 */
export const serveTable = () => ({
  routes: Object.fromEntries(
    routeEntries.map((entry) => [
      entry.path,
      Object.keys(entry.handlers).filter((method) => method !== 'ALL'),
    ]),
  ),
  formPages: formPageActions,
});
