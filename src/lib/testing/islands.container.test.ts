// Which React islands each kind of page has, with which client directive and component, rendered
// by Astro's Container API from the route shells themselves (src/pages). What the directives do in
// a browser (hydration on first use, on view, when idle) is e2e's; this is the page's structure.
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, test } from 'vitest';
import type { AppLocale } from '@/config/locales';
import { locales } from '@/config/locales';
import { ownerLoanDrafts } from '@/features/owner-loan/owner-loan-steps';
import { smeApplicationDraft } from '@/features/sme-loan/sme-application-steps';
import { localizedPath } from '@/i18n/locale-path';
import Home from '@/pages/[...locale]/index.astro';
import InstallmentIntro from '@/pages/[...locale]/InstallmentIntroRoute.astro';
import TextPage from '@/pages/[...locale]/[textPage].astro';
import Faq from '@/pages/[...locale]/faq.astro';
import AccountDelete from '@/pages/[...locale]/account_delete.astro';
import BlogArticle from '@/pages/[...locale]/blog/[slug].astro';
import CreditReport from '@/pages/[...locale]/features/free-smart-credit-report.astro';
import Promotion from '@/pages/[...locale]/promotions/[slug].astro';
import OwnerLoanApply from '@/pages/[...locale]/property-owner-loan/apply.astro';
import OwnerLoan from '@/pages/[...locale]/property-owner-loan.astro';
import Valuation from '@/pages/[...locale]/property-valuation.astro';
import SmeLoanApply from '@/pages/[...locale]/sme-loan/apply.astro';
import SmeLoan from '@/pages/[...locale]/sme-loan.astro';
import StoreAddress from '@/pages/[...locale]/store-address.astro';
import Tester from '@/pages/[...locale]/tester.astro';
import { renderPage, siteContainer } from './astro-container';

type Container = Awaited<ReturnType<typeof siteContainer>>;
type Page = Parameters<Container['renderToString']>[0];

let container: Container;
beforeAll(async () => {
  container = await siteContainer();
});

/** The page's islands, as the server sends them. */
async function islandsOf(page: Page, locale: AppLocale, path: string, params = {}) {
  const html = await renderPage(container, page, locale, path, { params });
  const { document } = new JSDOM(html).window;
  // The page itself, not the 404 a shell rewrites to.
  expect(document.documentElement.lang).toBe(locale);
  const canonical = document.querySelector('link[rel=canonical]')?.getAttribute('href') ?? '';
  expect(new URL(canonical).pathname).toBe(localizedPath(locale, path));
  return [...document.querySelectorAll('astro-island')];
}

type IslandPage = {
  page: Page;
  path: string;
  params?: Record<string, string>;
  /** The island's module (as the route shell imports it) and export. */
  component: string;
  exported: string;
  client: 'interaction' | 'visible' | 'idle';
  /** The directive's value (`client:visible={{ rootMargin }}`; `true` when it has none). */
  value: unknown;
  /** Its server-rendered markup holds the form, which posts without JavaScript. */
  form: boolean;
};

const islandPages: IslandPage[] = [
  // The single-step forms and the two applications: React loads on the visitor's first use.
  ...(
    [
      [SmeLoan, '/sme-loan', '@/features/sme-loan/sme-enquiry.island', 'SmeEnquiryIsland'],
      [
        Valuation,
        '/property-valuation',
        '@/features/valuation/valuation.island',
        'ValuationIsland',
      ],
      [
        OwnerLoan,
        '/property-owner-loan',
        '@/features/owner-loan/owner-loan-enquiry.island',
        'OwnerLoanEnquiryIsland',
      ],
      [
        AccountDelete,
        '/account_delete',
        '@/features/account-deletion/account-deletion.island',
        'AccountDeletionIsland',
      ],
      [
        CreditReport,
        '/features/free-smart-credit-report',
        '@/features/credit-report/credit-report-flow.island',
        'CreditReportFlowIsland',
      ],
      [
        SmeLoanApply,
        '/sme-loan/apply',
        '@/features/sme-loan/sme-application.island',
        'SmeApplicationIsland',
        // The applications name their draft: the directive resumes a draft in the tab.
        smeApplicationDraft,
      ],
      [
        OwnerLoanApply,
        '/property-owner-loan/apply',
        '@/features/owner-loan/owner-loan-application.island',
        'OwnerLoanApplicationIsland',
        ownerLoanDrafts.applicant,
      ],
    ] as const
  ).map(([page, path, component, exported, draft]) => ({
    page,
    path,
    component,
    exported,
    client: 'interaction' as const,
    value: draft ?? true,
    form: true,
  })),
  {
    page: InstallmentIntro,
    path: '/InstallmentIntroRoute',
    component: '@/features/planner/instalment-planner.island',
    exported: 'InstalmentPlannerIsland',
    client: 'visible',
    value: { rootMargin: '200px' },
    form: false,
  },
  {
    page: Promotion,
    path: '/promotions/new-cardholder-welcome',
    params: { slug: 'new-cardholder-welcome' },
    component: '@/features/promotions/promo-code.island',
    exported: 'PromoCodeIsland',
    client: 'visible',
    value: true,
    form: false,
  },
  {
    page: Tester,
    path: '/tester',
    component: '@/features/diagnostics/test-calls.island',
    exported: 'TestCalls',
    client: 'idle',
    value: true,
    form: false,
  },
];

describe.each(locales)('in %s', (locale) => {
  test.each(islandPages)(
    '$path has one island, $exported, with client:$client',
    async ({ page, path, params, component, exported, client, value, form }) => {
      const islands = await islandsOf(page, locale, path, params);
      expect(islands).toHaveLength(1);
      const [island] = islands as [Element];
      expect(island.getAttribute('component-url')).toBe(component);
      expect(island.getAttribute('component-export')).toBe(exported);
      expect(island.getAttribute('client')).toBe(client);
      expect(JSON.parse(island.getAttribute('opts') ?? '{}')).toEqual({ name: exported, value });
      // Server-rendered, waiting to hydrate: the markup is there before any script runs.
      expect(island.hasAttribute('ssr')).toBe(true);
      expect(island.children.length).toBeGreaterThan(0);
      if (form) {
        const forms = island.querySelectorAll('form');
        expect(forms.length).toBeGreaterThan(0);
        for (const element of forms) expect(element.getAttribute('method')).toBe('post');
        expect(island.querySelector('form button[type=submit]')).not.toBeNull();
      }
    },
  );

  // Content pages: their few behaviours are plain scripts (site-behaviours.script.ts, the store
  // finder's); React's renderer never loads there.
  test.each([
    { page: Home, path: '/', params: {} },
    { page: StoreAddress, path: '/store-address', params: {} },
    { page: Faq, path: '/faq', params: {} },
    { page: BlogArticle, path: '/blog/instalment-basics', params: { slug: 'instalment-basics' } },
    // A promotion without a promo code: nothing to copy, no island.
    {
      page: Promotion,
      path: '/promotions/summer-fitness-offer',
      params: { slug: 'summer-fitness-offer' },
    },
    {
      page: TextPage,
      path: '/privacy_policy_web',
      params: { textPage: 'privacy_policy_web' },
    },
  ])('$path has no island', async ({ page, path, params }) => {
    expect(await islandsOf(page, locale, path, params)).toEqual([]);
  });
});
