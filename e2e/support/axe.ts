import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

// Where axe runs (it is the slowest step of a browser test: about 3 s a page on 2 cores):
// - every page type, in both locales: routes.spec.ts, content-pages.spec.ts, errors.spec.ts, and the
//   first screen of each form (forms-*.spec.ts, `axeInDefaultLocale` does not skip those);
// - every further state (a form step, an error summary, an open menu, a map): once, in the
//   default locale. Both languages render the same markup from the same components; what differs
//   is the text, which the stray-English and message-key checks cover;
// - the error state each single-step form's plain post renders, before any script has run, in
//   zh-HK (forms-no-javascript.spec.ts).

/**
 * Axe on the page's top frame only. The site has no frames (its CSP says `frame-src 'none'`), and
 * the default run across frames opens a second browser page for its last step: about 1.5 s more a
 * call here, the same rules and the same results (legacy mode: 1.0-1.8 s a page, default 1.7-3.3 s).
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/**
 * Fails on any serious or critical axe violation, listing them. Checks the interactive page once
 * its transitions have ended: text caught mid-fade (a scroll reveal) would fail the contrast rule.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await hydrated(page);
  // A transition starts a frame or two after what triggers it.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await expectNoSeriousViolationsNow(page);
}

/** Axe on the page as it is now: for a page without JavaScript (nothing hydrates or moves). */
export async function expectNoSeriousViolationsNow(page: Page) {
  const { violations } = await axe(page).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** An interactive state: checked in zh-HK only (see the note at the top). */
export async function axeInDefaultLocale(page: Page, locale: string) {
  if (locale === 'zh-HK') await expectNoSeriousA11yViolations(page);
}
