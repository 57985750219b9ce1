import { randomUUID } from 'node:crypto';
import type { AstroGlobal } from 'astro';
import type { PlainPostState, PostedForm } from '@/components/forms/posted-form';
import { env } from '@/env';

type Action = Parameters<AstroGlobal['getActionResult']>[0];

/**
 * What a page gives a form island beside its messages: the Action's URL, a fresh Idempotency-Key,
 * when the form was shown, the minimum fill time and, after a plain post, the server's answer.
 * Usage in a page: `<SmeEnquiryIsland client:visible {...formIslandState(Astro, actions.smeEnquiry)} … />`.
 * The page becomes this visitor's own (`private, no-store`): no shared cache (nginx, a CDN) may hand
 * its key, its time or a posted answer to anyone else.
 */
export function formIslandState(astro: AstroGlobal, action: Action): PlainPostState {
  astro.response.headers.set('Cache-Control', 'private, no-store');
  const result = astro.getActionResult(action);
  const posted: PostedForm | undefined = result
    ? result.error
      ? { failure: { kind: 'rejected', code: result.error.code } }
      : (result.data as PostedForm)
    : undefined;
  return {
    action: String(action),
    formKey: randomUUID(),
    shownAt: Date.now(),
    minFillMs: env.FORM_MIN_FILL_MS,
    ...(posted ? { posted } : {}),
  };
}
