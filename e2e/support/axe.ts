import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

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
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
