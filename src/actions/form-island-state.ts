import { randomUUID } from 'node:crypto';
import type { AstroGlobal } from 'astro';
import type { PostedForm } from '@/components/forms/posted-form';
import { env } from '@/env';

type Action = Parameters<AstroGlobal['getActionResult']>[0];

/**
 * What a page gives a form island beside its messages: the Action's URL, a fresh Idempotency-Key,
 * when the form was shown, the minimum fill time and, after a plain post, the server's answer.
 * Usage in a page: `<SmeEnquiryIsland client:visible {...formIslandState(Astro, actions.smeEnquiry)} … />`.
 */
export function formIslandState(astro: AstroGlobal, action: Action) {
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
