import { browserStore } from './browser-storage';
import { isOptedOut } from './opt-out';
import { pageOf } from './page-name';
import { looksPersonal } from './personal-data';
import { BUTTON_CLICKED, type EventProperties, PAGE_VIEWED, trackBody } from './track-body';

/** Where events go: `{host}/v1/track`, or the site's own collector; `writeKey` is public and write-only. */
export type TrackerConfig = { endpoint: string; writeKey: string };

/** Tagged elements: both attributes, as the spec's section and action. */
export const TAGGED_SELECTOR = '[data-section][data-action]';
export const ATTACH_DELAY_MS = 1000;

/**
 * Sends one event, once: no retry, every error swallowed, nothing sent after an opt-out. keepalive
 * lets a click that leaves the page still arrive; no cookies, no Referer.
 */
export function sendEvent(
  config: TrackerConfig,
  event: string,
  properties?: EventProperties,
  search: string = window.location.search,
): void {
  try {
    const store = browserStore();
    if (isOptedOut(store)) return;
    const body = trackBody(event, properties, store, search);
    fetch(config.endpoint, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      // A same-origin collector would otherwise get the full page URL, query string and all.
      referrerPolicy: 'no-referrer',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.writeKey}` },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // Analytics must never break the page.
  }
}

/** Where a page view happened: the address when the page showed (by default the current one). */
export type ViewedAt = { pathname: string; search: string };

export function trackPageView(config: TrackerConfig, at: ViewedAt = window.location): void {
  try {
    const { page, locale } = pageOf(at.pathname);
    sendEvent(config, PAGE_VIEWED, { page, locale }, at.search);
  } catch {
    // Analytics must never break the page.
  }
}

/** A section or action tag: a plain word of ours (`hero`, `download_app`), never typed-in text. */
const isTag = (value: string | null): value is string =>
  value !== null && /^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/.test(value) && !looksPersonal(value);

/** The Button Clicked properties of a tagged element, named after the page it is on now. */
export function buttonClickProperties(element: Element, pathname: string): EventProperties | null {
  const section = element.getAttribute('data-section');
  const action = element.getAttribute('data-action');
  if (!isTag(section) || !isTag(action)) return null;
  const { page, locale } = pageOf(pathname);
  return { button_cta: action, button_location: `${page}_${section}_${action}`, page, locale };
}

// Elements that already listen: a layout element kept across navigations must not report twice.
const listening = new WeakSet<Element>();

/** Adds a click listener to every tagged element under `root` that has none yet; answers how many. */
export function attachButtonListeners(config: TrackerConfig, root: ParentNode = document): number {
  let added = 0;
  try {
    for (const element of root.querySelectorAll(TAGGED_SELECTOR)) {
      if (listening.has(element)) continue;
      listening.add(element);
      element.addEventListener('click', () => {
        try {
          const properties = buttonClickProperties(element, window.location.pathname);
          if (properties) sendEvent(config, BUTTON_CLICKED, properties);
        } catch {
          // Analytics must never break the page.
        }
      });
      added++;
    }
  } catch {
    // Analytics must never break the page.
  }
  return added;
}
