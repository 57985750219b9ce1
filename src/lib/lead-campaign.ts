import { z } from '@/lib/zod';

/** A stored lead's campaign: the visitor's utm_source, utm_medium and utm_campaign. */
export type LeadCampaign = { source?: string; medium?: string; name?: string };

export const MAX_LEAD_CAMPAIGN_LENGTH = 100;

/** localStorage key under which the tracker saves the landing page's utm_* query (features/analytics/campaign.ts). */
export const SAVED_CAMPAIGN_QUERY_KEY = 'konew_app_query';

/**
 * A campaign token: letters, digits, `. _ ~ -` and inner spaces, at most 100 characters, and no run
 * of 6 digits (a phone number, an HKID or a card number is never a campaign).
 */
const campaignValue = z
  .string()
  .max(MAX_LEAD_CAMPAIGN_LENGTH, { error: 'invalid_campaign' })
  .regex(/^[A-Za-z0-9._~-]+(?: [A-Za-z0-9._~-]+)*$/, { error: 'invalid_campaign' })
  .refine((value) => !/\d{6}/.test(value), { error: 'invalid_campaign' });

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

const utmFields = [
  ['utm_source', 'source'],
  ['utm_medium', 'medium'],
  ['utm_campaign', 'name'],
] as const;

/** The valid utm_* values of a query string as a campaign (invalid ones dropped), or undefined. */
export function leadCampaignOf(search: string): LeadCampaign | undefined {
  const query = new URLSearchParams(search);
  const campaign: LeadCampaign = {};
  for (const [parameter, field] of utmFields) {
    const value = query.get(parameter)?.trim();
    if (value && campaignValue.safeParse(value).success) campaign[field] = value;
  }
  return Object.keys(campaign).length > 0 ? campaign : undefined;
}

/** The campaign of a query string as `utm_*` parameters (for links that carry it on). */
export function campaignQuery(campaign: LeadCampaign | undefined): string {
  const query = new URLSearchParams();
  for (const [parameter, field] of utmFields) {
    const value = campaign?.[field];
    if (value) query.set(parameter, value);
  }
  return query.toString();
}
