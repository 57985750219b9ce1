// Site-wide analytics (spec section 7), a plain script on every page: a page view when the browser is
// next idle (its storage reads and its request are no part of making the page usable), and 1000 ms
// later click listeners on the page's tagged buttons. A page left before it was idle still counts,
// under the address it was shown at; a page shown again from the back/forward cache counts again.
// The tracking service and its public write key come from the page (`meta[name=konew-analytics]`).
import { whenIdle } from '@/lib/when-idle';
import { ATTACH_DELAY_MS, attachButtonListeners, trackPageView } from './tracker';

/** The longest a page view waits for the browser to be idle. */
export const PAGE_VIEW_IDLE_TIMEOUT_MS = 2000;

export function startAnalytics() {
  const meta = document.querySelector('meta[name="konew-analytics"]');
  const endpoint = meta?.getAttribute('content');
  const writeKey = meta?.getAttribute('data-write-key');
  if (!endpoint || !writeKey) return;
  const config = { endpoint, writeKey };
  const at = { pathname: window.location.pathname, search: window.location.search };
  let viewed = false;
  const sendView = () => {
    if (viewed) return;
    viewed = true;
    trackPageView(config, at);
  };
  whenIdle(sendView, PAGE_VIEW_IDLE_TIMEOUT_MS);
  window.addEventListener('pagehide', sendView);
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    viewed = false;
    whenIdle(sendView, PAGE_VIEW_IDLE_TIMEOUT_MS);
  });
  setTimeout(() => attachButtonListeners(config), ATTACH_DELAY_MS);
}
