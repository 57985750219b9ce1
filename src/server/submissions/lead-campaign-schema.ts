import { CAMPAIGN_PATTERN, MAX_LEAD_CAMPAIGN_LENGTH } from '@/lib/lead-campaign';
import { z } from '@/lib/zod';

/** One utm_* value, the rule of `isCampaignValue` (src/lib/lead-campaign.ts) as a schema. */
const campaignValue = z
  .string()
  .max(MAX_LEAD_CAMPAIGN_LENGTH, { error: 'invalid_campaign' })
  .regex(CAMPAIGN_PATTERN, { error: 'invalid_campaign' })
  .refine((value) => !/\d{6}/.test(value), { error: 'invalid_campaign' });

/** A form body's optional `campaign`: the visitor's utm_source, utm_medium and utm_campaign. */
export const leadCampaignSchema = z
  .strictObject({
    source: campaignValue.optional(),
    medium: campaignValue.optional(),
    name: campaignValue.optional(),
  })
  .meta({
    description:
      "The visitor's utm_source, utm_medium and utm_campaign (letters, digits, . _ ~ - and inner spaces; at most 100 characters each).",
  });
