import { randomUUID } from 'node:crypto';
import type { AstroGlobal } from 'astro';
import { failureOf } from '@/components/forms/failure';
import type { PlainPostState, PostedForm } from '@/components/forms/posted-form';
import { env } from '@/env';
import { issueFormToken } from '@/server/api/form-token-key';

type Action = Parameters<AstroGlobal['getActionResult']>[0];
/** An Action's refusal (form-post-guard.ts: unknown action, not a form body) as a refused answer. */
const refused = (status: number, code: string) =>
  ({ ok: false, reason: 'unavailable', status, code, retryAfterSeconds: null }) as const;
/** The JSON endpoint a form posts to (server/api/endpoint.ts): its name is the token's kind. */
type FormEndpoint = { name: string; botCheck: boolean };

/**
 * A form token for this render of a page's form (server/api/form-token.ts): the minimum fill time
 * counts from here, on the server's clock. The page becomes this visitor's own (`private,
 * no-store`): a token kept by a shared cache (nginx, a CDN) would be handed to everyone, and would
 * expire for all of them at once.
 */
export function pageFormToken(astro: AstroGlobal, endpoint: FormEndpoint): string {
  astro.response.headers.set('Cache-Control', 'private, no-store');
  return issueFormToken(endpoint.name);
}

/**
 * What a page gives a form island beside its messages: the Action's URL, a fresh Idempotency-Key,
 * the form token (for a route with a bot check), when the form was shown, the minimum fill time
 * and, after a plain post, the server's answer. Usage in a page:
 * `<SmeEnquiryIsland client:interaction {...formIslandState(Astro, actions.smeEnquiry, smeLoanEnquiryEndpoint, 'enquiry')} … />`.
 * `anchor`: the id of the form's section, so the page a plain post answers opens at the form (its
 * errors or its reference) rather than at the top.
 * The page is this visitor's own (`pageFormToken`): no shared cache may hand its key, its token or
 * a posted answer to anyone else.
 */
export function formIslandState(
  astro: AstroGlobal,
  action: Action,
  endpoint: FormEndpoint,
  anchor?: string,
): PlainPostState {
  // Private either way: the Idempotency-Key below is this render's own (pageFormToken's rule).
  astro.response.headers.set('Cache-Control', 'private, no-store');
  // A route without a bot check (the credit report's agreement) takes no token.
  const fresh = endpoint.botCheck ? issueFormToken(endpoint.name) : undefined;
  const result = astro.getActionResult(action);
  const posted: PostedForm | undefined = result
    ? result.error
      ? { failure: failureOf(refused(result.error.status, result.error.code)) }
      : (result.data as PostedForm)
    : undefined;
  // A next step keeps its first step's token and time (PostedForm.botCheck).
  const formToken = posted?.botCheck?.formToken ?? fresh;
  return {
    action: anchor ? `${String(action)}#${anchor}` : String(action),
    formKey: randomUUID(),
    ...(formToken ? { formToken } : {}),
    shownAt: posted?.botCheck?.shownAt ?? Date.now(),
    minFillMs: env.FORM_MIN_FILL_MS,
    ...(posted ? { posted } : {}),
  };
}
