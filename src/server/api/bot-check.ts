import { z } from '@/lib/zod';
import { ApiError } from './api-error';
import { fieldErrorCode, fieldErrors } from '@/lib/field-error-code';

/**
 * Sent by every form beside its own fields: `website` is a hidden honeypot a person leaves empty,
 * `fill_ms` the time between showing the form and sending it.
 */
export const botCheckFields = {
  website: z
    .string()
    .max(200)
    .optional()
    .meta({ description: 'Honeypot: a hidden field people leave empty.' }),
  fill_ms: z
    .number()
    .int()
    .min(0)
    .max(86_400_000)
    .meta({ description: 'Milliseconds between showing the form and sending it.' }),
};

const botCheckSchema = z.object(botCheckFields);

/** Takes the bot-check fields out of the body (they are not part of the record) and judges them. */
export function takeBotCheck(
  body: Record<string, unknown>,
  minFillMs: number,
): Record<string, unknown> {
  const { website, fill_ms, ...rest } = body;
  const parsed = botCheckSchema.safeParse({ website, fill_ms }, { error: fieldErrorCode });
  if (!parsed.success)
    throw new ApiError(422, 'validation_failed', { fields: fieldErrors(parsed.error) });
  if (parsed.data.website) throw new ApiError(422, 'bot_suspected');
  if (parsed.data.fill_ms < minFillMs) throw new ApiError(422, 'submitted_too_fast');
  return rest;
}
