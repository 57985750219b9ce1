import type { ActionAPIContext } from 'astro:actions';
import type { Inputs, ValuesOf } from '@/components/forms/form-inputs';
import { hiddenFields, valuesFromForm, type PostedForm } from '@/components/forms/posted-form';
import { failureOf } from '@/components/forms/failure';
import { FORM_TOKEN_FIELD } from '@/components/forms/form-token-field';
import { defaultLocale, locales, type AppLocale } from '@/config/locales';
import { actionRoute, type PlainPostAction } from '@/features/api-routes/route-lookup';

/** A form's JSON API route (server/api/api-route.ts): the same guards, schema, service and keys. */
type Route = (request: Request) => Promise<Response>;
/** What is read of the Action's request: its address and the forwarded client address. */
type Caller = Pick<ActionAPIContext, 'request' | 'url'>;

export type PlainPost<T extends Inputs> = {
  inputs: T;
  payload: (values: ValuesOf<T>, locale: AppLocale) => Record<string, unknown>;
  route: Route;
  /** The answer's reference: `reference`, or the valuation's `encodedId`. */
  reference?: (answer: Record<string, unknown>) => unknown;
  /** Other facts of the answer the success view shows, by name (e.g. `due_date`). */
  details?: readonly string[];
  /** The route's endpoint's `botCheck`: without one, its strict schema would refuse the check's fields. */
  botCheck: boolean;
};

/** A form's plain post: its inputs and request body, sent through its Action's JSON route. */
export const plainPost = <T extends Inputs>(
  action: PlainPostAction,
  form: Pick<PlainPost<T>, 'inputs' | 'payload'>,
  answer: Pick<PlainPost<T>, 'reference' | 'details'> = {},
): PlainPost<T> => ({
  inputs: form.inputs,
  payload: form.payload,
  ...actionRoute(action),
  ...answer,
});

const botFields = new Set(['website', 'form_token', 'fill_ms']);
const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** When the form was shown (its hidden `shown_at`, ms since the epoch), if it says. */
export function shownAtOf(form: FormData): number | undefined {
  const shownAt = Number(text(form.get(hiddenFields.shownAt)));
  return Number.isFinite(shownAt) && shownAt > 0 ? shownAt : undefined;
}

function fillMs(form: FormData): number | undefined {
  const shownAt = shownAtOf(form);
  return shownAt === undefined
    ? undefined
    : Math.min(Math.max(0, Math.round(Date.now() - shownAt)), 86_400_000);
}

function localeOf(form: FormData): AppLocale {
  const given = text(form.get('locale'));
  return locales.find((locale) => locale === given) ?? defaultLocale;
}

/** The request the island would have sent: JSON, the form's key, the visitor's address and origin. */
function jsonRequest(context: Caller, form: FormData, body: unknown): Request {
  const headers = new Headers({ 'content-type': 'application/json' });
  const key = text(form.get(hiddenFields.key));
  if (key) headers.set('idempotency-key', key.slice(0, 200));
  // The browser's own word on where the post came from, so the route's origin check applies.
  for (const name of ['x-forwarded-for', 'origin', 'sec-fetch-site', 'host']) {
    const value = context.request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const url = new URL('/api/v2/plain-post', context.url);
  return new Request(url, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function answerOf(response: Response): Promise<Record<string, unknown>> {
  const body: unknown = await response.json().catch(() => ({}));
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** How a refused post shows: the form's own field errors, or one failure for the whole form. */
function refusal(status: number, answer: Record<string, unknown>): PostedForm {
  const error = (answer.error ?? {}) as { code?: string; fields?: Record<string, string> };
  const fields = Object.fromEntries(
    Object.entries(error.fields ?? {}).filter(([name]) => !botFields.has(name)),
  );
  if (status === 422 && Object.keys(fields).length > 0) return { fields };
  // Only the bot-check fields were refused: the form is fine, its timing is not.
  const code = status === 422 && error.fields ? 'submitted_too_fast' : (error.code ?? null);
  const retry = Number(
    answer.retry_after_seconds ?? (error as { retry_after_seconds?: unknown }).retry_after_seconds,
  );
  return {
    failure: failureOf({
      ok: false,
      reason: 'unavailable',
      status,
      code,
      retryAfterSeconds: Number.isFinite(retry) ? retry : null,
    }),
  };
}

/**
 * A form posted without JavaScript, sent through the form's own JSON route: the values as typed come
 * back with the field errors, or the reference comes back. Never throws for what a visitor sends.
 */
export async function sendPlainPost<T extends Inputs>(
  post: PlainPost<T>,
  form: FormData,
  context: Caller,
): Promise<PostedForm> {
  const values = valuesFromForm(post.inputs, form);
  const body = {
    ...post.payload(values, localeOf(form)),
    ...(!post.botCheck
      ? {}
      : {
          website: text(form.get(hiddenFields.honeypot)) || undefined,
          form_token: text(form.get(FORM_TOKEN_FIELD)) || undefined,
          fill_ms: fillMs(form),
        }),
  };
  const response = await post.route(jsonRequest(context, form, body));
  const answer = await answerOf(response);
  if (response.ok) {
    const reference = (post.reference ?? ((a) => a.reference))(answer);
    const details = Object.fromEntries(
      (post.details ?? []).map((name) => [name, text(answer[name] as FormDataEntryValue | null)]),
    );
    return {
      reference: typeof reference === 'string' ? reference : '',
      ...(post.details ? { details } : {}),
    };
  }
  return { values, ...refusal(response.status, answer) };
}
