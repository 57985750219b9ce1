import type { KeyValueStore } from './browser-storage';
import { looksPersonal } from './personal-data';

export type Campaign = { source?: string; medium?: string; name?: string };

/** localStorage key of the saved application query string: only the utm_* parameters below, ever. */
export const SAVED_QUERY_KEY = 'konew_app_query';
export const MAX_CAMPAIGN_VALUE_LENGTH = 100;

const utmFields = [
  ['utm_source', 'source'],
  ['utm_medium', 'medium'],
  ['utm_campaign', 'name'],
] as const;

/** The utm_* parameters of a query string that we use, as a query string; other parameters never pass. */
export function utmQuery(search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [parameter] of utmFields) {
    const value = given.get(parameter)?.trim().slice(0, MAX_CAMPAIGN_VALUE_LENGTH);
    if (value && !looksPersonal(value)) kept.set(parameter, value);
  }
  return kept.toString();
}

/** `context.campaign` from a query string's utm_* parameters, or undefined when it has none. */
export function campaignOf(search: string): Campaign | undefined {
  const query = new URLSearchParams(utmQuery(search));
  const campaign: Campaign = {};
  for (const [parameter, field] of utmFields) {
    const value = query.get(parameter);
    if (value) campaign[field] = value;
  }
  return Object.keys(campaign).length > 0 ? campaign : undefined;
}

/**
 * The campaign of the current URL (which is then saved for later pages), otherwise the one saved
 * from an earlier landing page.
 */
export function currentCampaign(search: string, store: KeyValueStore): Campaign | undefined {
  const fromUrl = utmQuery(search);
  if (fromUrl) {
    store.set(SAVED_QUERY_KEY, fromUrl);
    return campaignOf(fromUrl);
  }
  return campaignOf(store.get(SAVED_QUERY_KEY) ?? '');
}
