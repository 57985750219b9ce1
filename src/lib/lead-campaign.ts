/** A stored lead's campaign: the visitor's utm_source, utm_medium and utm_campaign. */
export type LeadCampaign = { source?: string; medium?: string; name?: string };

export const MAX_LEAD_CAMPAIGN_LENGTH = 100;

/** localStorage key under which the tracker saves the landing page's utm_* query (features/analytics/campaign.ts). */
export const SAVED_CAMPAIGN_QUERY_KEY = 'konew_app_query';

/**
 * A campaign token: letters, digits, `. _ ~ -` and inner spaces, at most 100 characters, and no run
 * of 6 digits (a phone number, an HKID or a card number is never a campaign). Plain code, no zod: the
 * form kit runs it in the browser (the server's schema, lead-campaign-schema.ts, runs the same rule).
 */
export const CAMPAIGN_PATTERN = /^[A-Za-z0-9._~-]+(?: [A-Za-z0-9._~-]+)*$/;

export function isCampaignValue(value: string): boolean {
  return (
    value.length <= MAX_LEAD_CAMPAIGN_LENGTH && CAMPAIGN_PATTERN.test(value) && !/\d{6}/.test(value)
  );
}

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
    if (value && isCampaignValue(value)) campaign[field] = value;
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
