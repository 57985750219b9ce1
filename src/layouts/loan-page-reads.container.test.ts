// The loan pages are rendered at every request (never route-cached: each carries its form's own
// key), so what they show from the content store is read at most once a second per process, not
// once per view: on Contentful each read is a Delivery API call (issue 53, operable at scale).
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { contentSource } from '@/content/site-content';
import { dropKeptContent } from '@/content/kept-content';
import { dropKeptTerms } from '@/features/loan-calculator/loan-products';
import SmeLoan from '@/pages/[...locale]/sme-loan.astro';
import OwnerLoan from '@/pages/[...locale]/property-owner-loan.astro';
import { pageOptions, siteContainer } from '@/lib/testing/astro-container';

let reads = 0;
beforeEach(() => {
  dropKeptContent();
  dropKeptTerms();
  const source = contentSource();
  const entries = source.entries.bind(source);
  vi.spyOn(source, 'entries').mockImplementation((...args) => ((reads += 1), entries(...args)));
  reads = 0;
});
afterEach(() => vi.restoreAllMocks());

test.each([
  { page: SmeLoan, path: '/sme-loan' },
  { page: OwnerLoan, path: '/property-owner-loan' },
])('$path: three views in one second read the store as one does', async ({ page, path }) => {
  const container = await siteContainer();
  await container.renderToString(page, pageOptions('zh-HK', path));
  const one = reads;
  expect(one).toBeGreaterThan(0);
  dropKeptContent();
  dropKeptTerms();
  reads = 0;
  // Together, so that all three fall in one second however busy the machine is.
  await Promise.all(
    [1, 2, 3].map(() => container.renderToString(page, pageOptions('zh-HK', path))),
  );
  expect(reads).toBe(one);
  // A publish this process receives drops them: the next view reads again.
  dropKeptContent();
  dropKeptTerms();
  reads = 0;
  await container.renderToString(page, pageOptions('zh-HK', path));
  expect(reads).toBe(one);
});

test('a draft preview reads the store at every view', async () => {
  const container = await siteContainer();
  const preview = pageOptions('zh-HK', '/sme-loan', {
    locals: { preview: true, locale: 'zh-HK', pagePath: '/sme-loan' },
  });
  await container.renderToString(SmeLoan, preview);
  const one = reads;
  await container.renderToString(SmeLoan, preview);
  expect(reads).toBe(2 * one);
});
