import { locales } from '@/config/locales';
import { z } from '@/lib/zod';
import { ANONYMOUS_ID_PATTERN } from './anonymous-id';
import { CAMPAIGN_VALUE, MAX_CAMPAIGN_VALUE_LENGTH } from './campaign';
import { isPersonalKey, looksPersonal } from './personal-data';
import { isSitePageName } from './site-page-names';
import { ANALYTICS_EVENTS } from './track-body';

export const MAX_TRACK_BODY_BYTES = 4 * 1024;
// More names than this are refused before any is looked at.
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

/** Property names first: a personal one is refused as such, whatever its value. */
const propertyNames = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  const keys = Object.keys(value);
  if (keys.length > MAX_PROPERTIES) ctx.addIssue({ code: 'custom', message: 'too_many' });
  for (const key of keys)
    if (isPersonalKey(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'personal_data' });
});

/**
 * The properties the tracker sends (tracker.ts), and no other. The page has a name the site's paths
 * give (spec section 7); event-vocabulary.ts then holds every value to what the site has.
 */
const properties = propertyNames.pipe(
  z.strictObject({
    page: text(200)
      .refine((page) => isSitePageName(page), { error: 'unknown_page' })
      .optional(),
    locale: z.enum(locales).optional(),
    button_cta: text(60).optional(),
    button_location: text(200).optional(),
  }),
);

const campaignValue = text(MAX_CAMPAIGN_VALUE_LENGTH, CAMPAIGN_VALUE).optional();

/**
 * `POST /v1/track`, strictly: only the events and properties the tracker sends, a UUID visitor id;
 * unknown fields, personal-looking values and keys are refused (a second line behind the vocabulary).
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
