import { isAppLocale } from '@/config/locales';
import { z } from '@/lib/zod';
import { ANONYMOUS_ID_PATTERN } from './anonymous-id';
import { CAMPAIGN_VALUE, MAX_CAMPAIGN_VALUE_LENGTH } from './campaign';
import { isPersonalKey, looksPersonal, looksPersonalValue } from './personal-data';
import { isSitePageName } from './site-page-names';
import { ANALYTICS_EVENTS } from './track-body';

export const MAX_TRACK_BODY_BYTES = 4 * 1024;
const MAX_PROPERTIES = 20;

/**
 * A short text of letters, digits, `_`, `-` and `.` that does not look like an email, a phone, an
 * HKID, a card number or a named identifier, whatever its disguise (personal-data.ts).
 */
const text = (max: number, pattern = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !looksPersonal(value), { error: 'personal_data' })
    .regex(pattern);

/** Numbers are checked too: a phone or card number sent as a number is still personal. */
const propertyValue = z.union([
  text(200),
  z.number().refine((value) => !looksPersonalValue(value), { error: 'personal_data' }),
  z.boolean(),
]);

/** Property names first: a personal one is refused as such, whatever its value. */
const propertyNames = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  const keys = Object.keys(value);
  if (keys.length > MAX_PROPERTIES) ctx.addIssue({ code: 'custom', message: 'too_many' });
  for (const key of keys)
    if (isPersonalKey(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'personal_data' });
});

const properties = propertyNames.pipe(
  z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), propertyValue).superRefine((value, ctx) => {
    // The page is a name the site's own paths give (spec section 7), the locale one of the site's.
    if ('page' in value && !(typeof value.page === 'string' && isSitePageName(value.page)))
      ctx.addIssue({ code: 'custom', path: ['page'], message: 'unknown_page' });
    if ('locale' in value && !isAppLocale(value.locale))
      ctx.addIssue({ code: 'custom', path: ['locale'], message: 'invalid_option' });
  }),
);

const campaignValue = text(MAX_CAMPAIGN_VALUE_LENGTH, CAMPAIGN_VALUE).optional();

/**
 * `POST /v1/track`, strictly: only the events the tracker sends, a UUID visitor id, pages the site
 * has; unknown fields, personal-looking values (text and numbers) and keys are refused.
 */
export const trackRequestSchema = z.strictObject({
  event: z.enum(ANALYTICS_EVENTS),
  anonymousId: z.string().regex(ANONYMOUS_ID_PATTERN),
  properties: properties.optional(),
  context: z
    .strictObject({
      campaign: z.strictObject({
        source: campaignValue,
        medium: campaignValue,
        name: campaignValue,
      }),
    })
    .optional(),
});

export type TrackRequest = z.output<typeof trackRequestSchema>;
