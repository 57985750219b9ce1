import type { APIContext } from 'astro';
import { ActionError, getActionContext } from 'astro:actions';
import { parse } from 'content-type';
import { unprefixedPath } from '@/i18n/locale-path';
import { formActionOf } from '@/features/api-routes/route-lookup';

const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** Why a page's plain post is not run, as the Action error its page then shows; null to run it. */
async function refusalOf(request: Request, expected: string, asked: string) {
  if (asked !== expected)
    return new ActionError({ code: 'BAD_REQUEST', message: 'unknown_action' });
  let type: string;
  let charset: string | undefined;
  try {
    ({
      type,
      parameters: { charset },
    } = parse(request.headers.get('content-type') ?? ''));
  } catch {
    type = '';
  }
  // What a browser's form sends; a JSON body or another charset is no form of ours.
  if (!formTypes.has(type) || (charset !== undefined && charset.toLowerCase() !== 'utf-8'))
    return new ActionError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'form_body_expected' });
  try {
    await request.clone().formData();
  } catch {
    return new ActionError({ code: 'BAD_REQUEST', message: 'unreadable_form' });
  }
  return null;
}

/**
 * A form page's post without JavaScript (`POST <page>?_action=…`, Astro's documented
 * `getActionContext` seam): only the page's own Action runs, and only on a form body that parses
 * (serve/ has capped its size). Anything else renders the page with the failure and a 4xx, never a
 * 500. Undefined for requests that are no such post.
 */
export async function handleFormPost(
  context: APIContext,
  next: (rewrite?: Request) => Promise<Response>,
): Promise<Response | undefined> {
  const { action, setActionResult, serializeActionResult } = getActionContext(context);
  if (action?.calledFrom !== 'form') return undefined;
  const expected = formActionOf(unprefixedPath(context.url.pathname));
  if (!expected) return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  const refusal = await refusalOf(context.request, expected, action.name);
  if (refusal) {
    setActionResult(expected, serializeActionResult({ data: undefined, error: refusal }));
    // The page as read (a GET of the same address): nothing renders from a body that did not parse.
    const headers = new Headers(context.request.headers);
    for (const name of ['content-type', 'content-length', 'transfer-encoding'])
      headers.delete(name);
    return withStatus(await next(new Request(context.url, { headers })), refusal.status);
  }
  const result = await action.handler();
  setActionResult(expected, serializeActionResult(result));
  const response = await next();
  return result.error ? withStatus(response, result.error.status) : response;
}

const withStatus = (response: Response, status: number) =>
  new Response(response.body, { status, headers: response.headers });
