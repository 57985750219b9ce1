import { z } from '@/lib/zod';
import { ApiError } from './api-error';
import { fieldErrorCode, fieldErrors } from '@/lib/field-error-code';
import type { FormTokenVerdict } from './form-token';

/**
 * Sent by every form beside its own fields: `website` is a hidden honeypot a person leaves empty,
 * `form_token` the token its page rendered (form-token.ts), `fill_ms` the client's own count.
 */
export const botCheckFields = {
  website: z
    .string()
    .max(200)
    .optional()
    .meta({ description: 'Honeypot: a hidden field people leave empty.' }),
  form_token: z.string().max(200).optional().meta({
    description:
      'The `form_token` hidden input of the form’s page, sent back as it is. The minimum fill time counts from when the server issued it (not from fill_ms); a token is valid for its form only, for 24 hours.',
  }),
  fill_ms: z.number().int().min(0).max(86_400_000).optional().meta({
    description:
      'Milliseconds between showing the form and sending it. Required without a form_token, which is accepted only while the server does not require tokens (FORM_TOKEN_REQUIRED); ignored, and may be left out, when form_token is sent.',
  }),
};

const botCheckSchema = z.object(botCheckFields);

export type BotCheckRules = {
  minFillMs: number;
  /** false while pages cannot render a token per request: the client's fill_ms is then trusted. */
  requireToken: boolean;
  checkToken: (token: string) => FormTokenVerdict;
};

/** The bot-check fields a body carried, checked for shape only (judgeBotCheck judges them). */
export type BotCheckFields = z.output<typeof botCheckSchema>;

/** Takes the bot-check fields out of the body (they are not part of the record), without judging them. */
export function splitBotCheck(body: Record<string, unknown>): {
  fields: BotCheckFields;
  rest: Record<string, unknown>;
} {
  const { website, form_token, fill_ms, ...rest } = body;
  const parsed = botCheckSchema.safeParse(
    { website, form_token, fill_ms },
    { error: fieldErrorCode },
  );
  if (!parsed.success)
    throw new ApiError(422, 'validation_failed', { fields: fieldErrors(parsed.error) });
  return { fields: parsed.data, rest };
}

/** Refuses (422) a filled honeypot, a missing or bad token, or a form sent too fast. */
export function judgeBotCheck(fields: BotCheckFields, rules: BotCheckRules): void {
  if (fields.website) throw new ApiError(422, 'bot_suspected');
  const token = fields.form_token;
  if (token === undefined) {
    if (rules.requireToken)
      throw new ApiError(422, 'validation_failed', { fields: { form_token: 'required' } });
    if (fields.fill_ms === undefined)
      throw new ApiError(422, 'validation_failed', { fields: { fill_ms: 'required' } });
    if (fields.fill_ms < rules.minFillMs) throw new ApiError(422, 'submitted_too_fast');
    return;
  }
  const verdict = rules.checkToken(token);
  if (verdict !== 'ok') throw new ApiError(422, verdict);
}

/** Takes the bot-check fields out of the body and judges them at once. */
export function takeBotCheck(
  body: Record<string, unknown>,
  rules: BotCheckRules,
): Record<string, unknown> {
  const { fields, rest } = splitBotCheck(body);
  judgeBotCheck(fields, rules);
  return rest;
}
