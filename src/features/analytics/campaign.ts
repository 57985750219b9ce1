import type { KeyValueStore } from './browser-storage';
import { looksPersonal } from './personal-data';

export type Campaign = { source?: string; medium?: string; name?: string };

/** localStorage key of the saved application query string: only the utm_* parameters below, ever. */
export const SAVED_QUERY_KEY = 'konew_app_query';
export const MAX_CAMPAIGN_VALUE_LENGTH = 64;
/** A campaign value (`google`, `cpc`, `cny_2026`, `facebook.com`): ASCII letters, digits, `_`, `-`, `.`. */
export const CAMPAIGN_VALUE = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** Whether the collector takes `value` as a campaign source, medium or name. */
export const isCampaignValue = (value: string) =>
  value.length <= MAX_CAMPAIGN_VALUE_LENGTH && CAMPAIGN_VALUE.test(value) && !looksPersonal(value);

/**
 * A link's utm_* value as the tracker keeps it: trimmed, spaces as `_` (`Spring Sale` reads
 * `Spring_Sale`), cut to the maximum length; undefined when it looks personal (checked before the
 * cut, which could split a number) or has other characters.
 */
function campaignValue(given: string): string | undefined {
  const value = given.trim().replace(/\s+/g, '_');
  // An absent or blank parameter: nothing to keep, and nothing to check (a check's first use is slow).
  if (value === '' || looksPersonal(value)) return undefined;
  const kept = value.slice(0, MAX_CAMPAIGN_VALUE_LENGTH);
  return isCampaignValue(kept) ? kept : undefined;
}

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
    const value = campaignValue(given.get(parameter) ?? '');
    if (value) kept.set(parameter, value);
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
