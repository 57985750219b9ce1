import type { AstroComponent } from './astro-container';
import { ownerLoanDrafts } from '@/features/owner-loan/owner-loan-steps';
import { smeApplicationDraft } from '@/features/sme-loan/sme-application-steps';
import InstallmentIntro from '@/pages/[...locale]/InstallmentIntroRoute.astro';
import AccountDelete from '@/pages/[...locale]/account_delete.astro';
import CreditReport from '@/pages/[...locale]/features/free-smart-credit-report.astro';
import Promotion from '@/pages/[...locale]/promotions/[slug].astro';
import OwnerLoanApply from '@/pages/[...locale]/property-owner-loan/apply.astro';
import OwnerLoan from '@/pages/[...locale]/property-owner-loan.astro';
import Valuation from '@/pages/[...locale]/property-valuation.astro';
import SmeLoanApply from '@/pages/[...locale]/sme-loan/apply.astro';
import SmeLoan from '@/pages/[...locale]/sme-loan.astro';
import BranchBooking from '@/pages/[...locale]/store-address/book.astro';
import Tester from '@/pages/[...locale]/tester.astro';

/** A page with an island, and what the island must be. */
export type IslandPage = {
  page: AstroComponent;
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
  /** The page's other islands (their modules), each with its own entry here. */
  also?: readonly string[];
};

const calculator = '@/features/loan-calculator/loan-calculator.island';
/** The loan pages' second island: the calculator, a plain GET form until first use. */
const calculatorOn = (page: AstroComponent, path: string, enquiry: string): IslandPage => ({
  page,
  path,
  component: calculator,
  exported: 'LoanCalculatorIsland',
  client: 'interaction',
  value: true,
  form: false,
  also: [enquiry],
});

export const islandPages: IslandPage[] = [
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
        BranchBooking,
        '/store-address/book',
        '@/features/branch-booking/branch-booking.island',
        'BranchBookingIsland',
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
    ...(path === '/sme-loan' || path === '/property-owner-loan' ? { also: [calculator] } : {}),
  })),
  calculatorOn(SmeLoan, '/sme-loan', '@/features/sme-loan/sme-enquiry.island'),
  calculatorOn(
    OwnerLoan,
    '/property-owner-loan',
    '@/features/owner-loan/owner-loan-enquiry.island',
  ),
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
