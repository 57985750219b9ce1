// Every page's small behaviours, in one script that site-layout.astro loads once the page has loaded
// and painted (after-paint.astro). astro.config.ts puts it and what it imports into one chunk, so a
// page fetches a single script that imports nothing. Each behaviour acts only where its markup is,
// and each starts in its own task, so none holds the main thread long.
import { startReveal } from '@/components/content/scroll-reveal.script';
import { startScrollSpy } from '@/components/content/scroll-spy.script';
import { startLanguageSwitch } from '@/components/layout/language-switch.script';
import { startMenuFocus } from '@/components/layout/menu-focus.script';
import { startAnalytics } from '@/features/analytics/analytics.script';
import { startOptOutSwitch } from '@/features/analytics/analytics-opt-out-switch.script';
import { startFaqDeepLink } from '@/features/faq/faq-deep-link.script';
import { yieldToMain } from '@/lib/yield-to-main';

/** In order of need: a linked question opens first; the page view waits for idle anyway. */
const behaviours = [
  startFaqDeepLink,
  startLanguageSwitch,
  startMenuFocus,
  startScrollSpy,
  startReveal,
  startOptOutSwitch,
  startAnalytics,
];

/**
 * Each behaviour on its own, as separate scripts were: one that throws is reported, not fatal. Once
 * all have started, the document says so (`<html data-behaviours="started">`): tests of a behaviour
 * wait for that mark (e2e/support/hydrated.ts), not for the load event, which comes before.
 */
async function startAll() {
  for (const start of behaviours) {
    try {
      start();
    } catch (error) {
      reportError(error);
    }
    await yieldToMain();
  }
  document.documentElement.dataset.behaviours = 'started';
}

void startAll();
