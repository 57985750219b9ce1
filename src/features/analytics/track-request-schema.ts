import { z } from '@/lib/zod';
import { ANONYMOUS_ID_PATTERN } from './anonymous-id';
import { MAX_CAMPAIGN_VALUE_LENGTH } from './campaign';
import { isPersonalKey, looksPersonal, looksPersonalValue } from './personal-data';
import { ANALYTICS_EVENTS } from './track-body';

export const MAX_TRACK_BODY_BYTES = 4 * 1024;
const MAX_PROPERTIES = 20;

/** A short text that does not look like an email, a phone, an HKID or a card number. */
const text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !looksPersonal(value), { error: 'personal_data' });

/** Numbers are checked too: a phone or card number sent as a number is still personal. */
const propertyValue = z.union([
  text(200),
  z
    .number()
    .finite()
    .refine((value) => !looksPersonalValue(value), { error: 'personal_data' }),
  z.boolean(),
]);

const properties = z
  .record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), propertyValue)
  .superRefine((value, ctx) => {
    const keys = Object.keys(value);
    if (keys.length > MAX_PROPERTIES) ctx.addIssue({ code: 'custom', message: 'too_many' });
    for (const key of keys)
      if (isPersonalKey(key))
        ctx.addIssue({ code: 'custom', path: [key], message: 'personal_data' });
  });

/**
 * `POST /v1/track`, strictly: only the events the tracker sends, a UUID visitor id; unknown fields,
 * personal-looking values (text and numbers) and keys are refused.
 */
export const trackRequestSchema = z.strictObject({
  event: z.enum(ANALYTICS_EVENTS),
  anonymousId: z.string().regex(ANONYMOUS_ID_PATTERN),
  properties: properties.optional(),
  context: z
    .strictObject({
      campaign: z.strictObject({
        source: text(MAX_CAMPAIGN_VALUE_LENGTH).optional(),
        medium: text(MAX_CAMPAIGN_VALUE_LENGTH).optional(),
        name: text(MAX_CAMPAIGN_VALUE_LENGTH).optional(),
      }),
    })
    .optional(),
});

export type TrackRequest = z.output<typeof trackRequestSchema>;
