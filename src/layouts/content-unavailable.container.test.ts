// A loan page whose product entry is missing from the content store: a 503 in the site frame with
// the way home and the hotline, never a figure made up in its place (issue 51).
import { JSDOM } from 'jsdom';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { locales } from '@/config/locales';
import SmeLoan from '@/pages/[...locale]/sme-loan.astro';
import SmeApply from '@/pages/[...locale]/sme-loan/apply.astro';
import OwnerLoan from '@/pages/[...locale]/property-owner-loan.astro';
import OwnerApply from '@/pages/[...locale]/property-owner-loan/apply.astro';
import { dropKeptTerms } from '@/features/loan-calculator/loan-products';
import { pageOptions, siteContainer } from '@/lib/testing/astro-container';

const store = vi.hoisted(() => ({ products: undefined as undefined | (() => Promise<unknown>) }));
vi.mock('@/content/site-content', async (original) => {
  const real = await original<typeof import('@/content/site-content')>();
  return {
    ...real,
    siteContent: (options?: { preview?: boolean }) => {
      const repository = real.siteContent(options);
      const products = store.products;
      return products ? { ...repository, loanProducts: products } : repository;
    },
  };
});

type Container = Awaited<ReturnType<typeof siteContainer>>;
let container: Container;
beforeAll(async () => {
  container = await siteContainer();
});
afterEach(() => {
  store.products = undefined;
  // The process keeps published terms for a second: each case reads its own store.
  dropKeptTerms();
});

const pages = [
  { page: SmeLoan, path: '/sme-loan' },
  { page: SmeApply, path: '/sme-loan/apply' },
  { page: OwnerLoan, path: '/property-owner-loan' },
  { page: OwnerApply, path: '/property-owner-loan/apply' },
];

describe.each(locales)('in %s, without the loan product entry', (locale) => {
  test.each(pages)('$path answers 503 in the site frame', async ({ page, path }) => {
    store.products = async () => [];
    const response = await container.renderToResponse(page, pageOptions(locale, path));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { document } = new JSDOM(await response.text()).window;
    expect(document.documentElement.lang).toBe(locale);
    expect(document.querySelector('[data-testid=error-status]')?.textContent).toBe('503');
    expect(document.querySelector('[data-testid=error-hotline]')).not.toBeNull();
    expect(document.querySelector('header')).not.toBeNull();
    expect(document.querySelector('footer')).not.toBeNull();
    expect(document.querySelector('meta[name=robots]')?.getAttribute('content')).toContain(
      'noindex',
    );
    // No quotation, form or island stands in for the terms.
    expect(
      document.querySelectorAll('astro-island, form[method=post], [data-testid=loan-example]'),
    ).toHaveLength(0);
    expect(document.body.textContent).not.toMatch(/HK\$\s?\d/);
  });
});

test("a publish moves the page's figures: the range and example are the entry's", async () => {
  const [entry] = (await (
    await import('@/content/site-content')
  )
    .siteContent()
    .loanProducts('ownerLoanProduct')) as [object];
  store.products = async () => [{ ...entry, maxAmount: 12_000_000, exampleMonths: 180 }];
  const html = await container.renderToString(
    OwnerLoan,
    pageOptions('en-US', '/property-owner-loan'),
  );
  expect(html).toContain('HK$12,000,000');
  const { document } = new JSDOM(html).window;
  expect(document.querySelector('[data-testid=loan-example]')?.textContent).toContain('180');
});

test('a page shows the terms its submissions are checked against: read once a second, drafts at each render', async () => {
  const real = (await import('@/content/site-content')).siteContent();
  let reads = 0;
  store.products = async (...args: unknown[]) => {
    reads += 1;
    return real.loanProducts(...(args as Parameters<typeof real.loanProducts>));
  };
  const published = pageOptions('zh-HK', '/property-owner-loan');
  // Together, so that all three fall in one second however busy the machine is.
  await Promise.all([1, 2, 3].map(() => container.renderToString(OwnerLoan, published)));
  expect(reads).toBe(1);
  const preview = pageOptions('zh-HK', '/property-owner-loan', {
    locals: { preview: true, locale: 'zh-HK', pagePath: '/property-owner-loan' },
  });
  for (let i = 0; i < 2; i++) await container.renderToString(OwnerLoan, preview);
  expect(reads).toBe(3);
});
