import { anonymousId } from './anonymous-id';
import type { KeyValueStore } from './browser-storage';
import { type Campaign, currentCampaign } from './campaign';

export type EventProperties = Record<string, string | number | boolean>;

/** The body of `POST {host}/v1/track` (spec section 7). */
export type TrackBody = {
  event: string;
  anonymousId: string;
  properties?: EventProperties;
  context?: { campaign: Campaign };
};

export const PAGE_VIEWED = 'Page Viewed';
export const BUTTON_CLICKED = 'Button Clicked';
/** Every event the tracker sends: the collector accepts these names only. */
export const ANALYTICS_EVENTS = [PAGE_VIEWED, BUTTON_CLICKED] as const;

/** Builds one event; `search` is the current query string, of which only utm_* values are read. */
export function trackBody(
  event: string,
  properties: EventProperties | undefined,
  store: KeyValueStore,
  search: string,
): TrackBody {
  const campaign = currentCampaign(search, store);
  return {
    event,
    anonymousId: anonymousId(store),
    ...(properties ? { properties } : {}),
    ...(campaign ? { context: { campaign } } : {}),
  };
}
