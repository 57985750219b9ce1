import type { FieldErrors } from '@/lib/field-error-code';
import type { Campaign } from './campaign';
import { NOT_FOUND_PAGE } from './page-name';
import type { Vocabulary } from './site-vocabulary';
import { isTrackedButton } from './tracked-buttons';
import { PAGE_VIEWED } from './track-body';
import type { TrackRequest } from './track-request-schema';

/** What a campaign value off the site's list is stored as. */
export const UNLISTED_CAMPAIGN = 'other';

/** An event in the vocabulary, with the fields whose value was replaced; or the refused fields. */
export type VocabularyCheck =
  { ok: true; event: TrackRequest; replaced: string[] } | { ok: false; fields: FieldErrors };

type Properties = NonNullable<TrackRequest['properties']>;

/** A click is `{page}_{section}_{action}` of a tracked button, on a page that exists. */
function clickErrors(properties: Properties, vocabulary: Vocabulary): FieldErrors {
  const { page, button_cta: action, button_location: location } = properties;
  if (page === undefined) return { 'properties.page': 'required' };
  if (action === undefined) return { 'properties.button_cta': 'required' };
  if (location === undefined) return { 'properties.button_location': 'required' };
  if (!vocabulary.pages.has(page)) return { 'properties.page': 'unknown_page' };
  const [head, tail] = [`${page}_`, `_${action}`];
  const fits = location.startsWith(head) && location.endsWith(tail);
  const section = fits ? location.slice(head.length, location.length - tail.length) : '';
  if (isTrackedButton(section, action, vocabulary.slides)) return {};
  return { [fits ? 'properties.button_location' : 'properties.button_cta']: 'unknown_label' };
}

/**
 * Holds an event (already valid for trackRequestSchema) to the site's vocabulary, which is the
 * authority: a click names a tracked button on a page that exists; a page view names a page that
 * exists, or is counted as the 404 page (whose tracker names the path asked for); a campaign value
 * is one of the site's list, in lower case, or stored as `other`.
 */
export function checkVocabulary(event: TrackRequest, vocabulary: Vocabulary): VocabularyCheck {
  const replaced: string[] = [];
  let properties = event.properties;
  const clicked = properties?.button_cta !== undefined || properties?.button_location !== undefined;
  if (clicked || event.event !== PAGE_VIEWED) {
    const fields = clickErrors(properties ?? {}, vocabulary);
    if (Object.keys(fields).length > 0) return { ok: false, fields };
  } else if (properties?.page !== undefined && !vocabulary.pages.has(properties.page)) {
    properties = { ...properties, page: NOT_FOUND_PAGE };
    replaced.push('page');
  }
  const given = event.context?.campaign;
  const campaign: Campaign = {};
  for (const field of ['source', 'medium', 'name'] as const) {
    const value = given?.[field]?.toLowerCase();
    if (value === undefined) continue;
    const listed = vocabulary.campaigns.has(value);
    campaign[field] = listed ? value : UNLISTED_CAMPAIGN;
    if (!listed) replaced.push(`campaign.${field}`);
  }
  const checked = { ...event, ...(properties ? { properties } : {}) };
  return { ok: true, event: given ? { ...checked, context: { campaign } } : checked, replaced };
}
