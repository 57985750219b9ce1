// What serve/server.ts refuses before anything else reads the request: targets that are not a plain
// origin-form path (400) and methods the target does not take (405). Pure, unit-tested.

/** Paths Astro answers with API routes: they keep POST, PUT, DELETE... */
const apiPath = /^\/(?:api|v1|todos)(?:\/|$)/;
const apiMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** Pages and files only read. */
const readMethods = ['GET', 'HEAD'];
/**
 * Pages whose form also works without JavaScript: the browser posts it to the page itself
 * (`POST <page>?_action=…`, an Astro Action), which renders again with the errors or the answer.
 */
const formPage =
  /^(?:\/en-US)?\/(?:sme-loan|property-owner-loan|property-valuation|account_delete|features\/free-smart-credit-report)$/;
const formPageMethods = ['GET', 'HEAD', 'POST'];

export const isApiPath = (pathname: string) => apiPath.test(pathname);

/** The methods a path takes (the `Allow` of a 405). */
export const allowedMethods = (pathname: string) =>
  isApiPath(pathname) ? apiMethods : formPage.test(pathname) ? formPageMethods : readMethods;

// C0 controls, DEL and C1 controls: never part of a path of ours, raw or percent-encoded.

const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/** Why a request target is refused (400), or null for a plain origin-form path. */
export function badTarget(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return 'not_origin_form';
  const pathname = url.split('?')[0] ?? '';
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
  return null;
}
