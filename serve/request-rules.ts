// What serve/server.ts refuses before anything else reads the request: targets that are not a plain
// origin-form path (400), a Host that is not a host and port (400) and methods the target does not
// take (405); and the one address of a path written with needless percent-encoding (301). Pure,
// unit-tested.
import apiRoutes from './api-routes.json' with { type: 'json' };
import { defaultLocale, locales } from '../src/config/locales.ts';

// api-routes.json is derived from the list of API routes (src/features/api-routes/api-routes.ts,
// whose test rewrites it): each route's methods, and the pages whose form posts without JavaScript.
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** An Astro route as a pattern: `[id]` is one segment, `[...path]` any number. */
const routePattern = (route: string) =>
  new RegExp(
    `^${route
      .split('/')
      .map((part) => (/^\[\.\.\./.test(part) ? '.+' : /^\[/.test(part) ? '[^/]+' : escaped(part)))
      .join('/')}$`,
  );
const endpoints = Object.entries(apiRoutes.routes).map(([route, methods]) => ({
  pattern: routePattern(route),
  // HEAD is a GET without its body (Astro answers it with the GET handler).
  methods: methods.includes('GET') ? [...methods, 'HEAD'] : methods,
}));

/** The API's first segments (/api, /v1, /todos): their paths are Astro's routes, or its 404. */
const apiPath = new RegExp(
  `^/(?:${[...new Set(Object.keys(apiRoutes.routes).map((route) => route.split('/')[1]!))]
    .map(escaped)
    .join('|')})(?:/|$)`,
);
/**
 * The methods a client may try on the API's paths: they reach Astro, where a route answers the ones
 * it does not take with its own 405 (JSON, the API's error shape; its `ALL`).
 */
const apiMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** Pages and files only read. */
const readMethods = ['GET', 'HEAD'];
const prefixes = locales.filter((locale) => locale !== defaultLocale).map(escaped);
/**
 * Pages whose form also works without JavaScript: the browser posts it to the page itself
 * (`POST <page>?_action=…`, an Astro Action), which renders again with the errors or the answer.
 */
const formPage = new RegExp(
  `^(?:/(?:${prefixes.join('|')}))?(?:${Object.keys(apiRoutes.formPages).map(escaped).join('|')})$`,
);
const formPageMethods = ['GET', 'HEAD', 'POST'];

export const isApiPath = (pathname: string) => apiPath.test(pathname);
export const isFormPage = (pathname: string) => formPage.test(pathname);

/** The methods a path takes (the `Allow` of a 405): an API route's own, or by the kind of path. */
export const allowedMethods = (pathname: string) =>
  endpoints.find(({ pattern }) => pattern.test(pathname))?.methods ??
  (isApiPath(pathname) ? apiMethods : isFormPage(pathname) ? formPageMethods : readMethods);

/** Whether a request goes on to Astro: a method the path takes, or one its API route answers. */
export const reachesAstro = (pathname: string, method: string) =>
  (isApiPath(pathname) ? apiMethods : allowedMethods(pathname)).includes(method);

// C0 controls, DEL and C1 controls: never part of a path of ours, raw or percent-encoded.
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/** Why a request target is refused (400), or null for a plain origin-form path. */
export function badTarget(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return 'not_origin_form';
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  if (controlCharacter.test(pathname)) return 'control_character';
  let decoded: string;
  try {
    // Also throws on overlong or otherwise invalid UTF-8 (`%C0%AF`), and on a lone `%`.
    decoded = decodeURIComponent(pathname);
  } catch {
    return 'malformed_percent_encoding';
  }
  if (controlCharacter.test(decoded)) return 'control_character';
  // `/%2e%2e/` is `/../` to a URL parser: a second address of another page, never one of ours.
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..'))
    return 'dot_segment';
  // No route of ours takes free text with a control character in it: a `%0A` in the query could
  // only forge a line wherever the target is quoted. (A stray `%zz` stays: URLSearchParams keeps it.)
  if (query !== -1) {
    const parameters = new URLSearchParams(url.slice(query + 1));
    for (const [name, value] of parameters)
      if (controlCharacter.test(name) || controlCharacter.test(value)) return 'control_character';
  }
  return null;
}

// A registered name (letters, digits, `-`, `.`), an IPv4 address or a bracketed IPv6 one, and a port.
const hostAndPort =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** Whether a Host header is one host and port: `a:b@evil.example` or `x/y` cannot build a URL. */
export const isValidHost = (host: string | undefined): boolean =>
  host !== undefined && hostAndPort.test(host);

/** `%41` for `A`: letters, digits, `-`, `.`, `_` and `~` need no encoding (RFC 3986, 2.3). */
const unreserved = /^[A-Za-z0-9._~-]$/;

/**
 * The path written with no needless percent-encoding and upper-case hex (`/%66aq` → `/faq`,
 * `/%e4%b8%ad` → `/%E4%B8%AD`), or null when it already is: one URL per page, as for `/faq/`.
 */
export function normalisedPath(pathname: string): string | null {
  if (!pathname.includes('%')) return null;
  const normal = pathname.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return unreserved.test(character) ? character : `%${hex.toUpperCase()}`;
  });
  return normal === pathname ? null : normal;
}
