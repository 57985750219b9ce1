import type { ContentRepository } from '@/content/repository';
import { siteContent } from '@/content/site-content';
import { processSingleton } from '@/lib/process-singleton';
import { ApiError } from '@/server/api/api-error';
import { UNAVAILABLE_RETRY_SECONDS } from '@/server/api/error-response';
import type { LoanProduct } from '@/content/loan-product';
import { keptReads } from '@/lib/kept-reads';
import { logger } from '@/lib/logger';
import type { LoanProductCode, LoanProductTerms } from './loan-terms';

/** The content type that holds each product's entry: the space that sells it. */
const entryType = {
  kcash_sme_loan: 'smeLoanProduct',
  property_owner_loan: 'ownerLoanProduct',
} as const satisfies Record<LoanProductCode, 'smeLoanProduct' | 'ownerLoanProduct'>;

/** What is wrong with an entry's terms (empty: they agree), so that none makes a wrong quotation. */
export function termsProblems(p: LoanProduct): string[] {
  const problems: string[] = [];
  const range = (name: string, min: number, max: number) => {
    if (min > max) problems.push(`${name}: minimum above maximum`);
  };
  const within = (name: string, value: number, min: number, max: number) => {
    if (value < min || value > max) problems.push(`example ${name} outside the range`);
  };
  range('amount', p.minAmount, p.maxAmount);
  range('months', p.minMonths, p.maxMonths);
  range('flat rate', p.minFlatRateBasisPoints, p.maxFlatRateBasisPoints);
  within('amount', p.exampleAmountHkd, p.minAmount, p.maxAmount);
  within('months', p.exampleMonths, p.minMonths, p.maxMonths);
  within(
    'flat rate',
    p.exampleFlatRateBasisPoints,
    p.minFlatRateBasisPoints,
    p.maxFlatRateBasisPoints,
  );
  // The fee comes out of the amount paid out: a fee of the whole amount would leave no loan.
  if (p.handlingFeeBasisPoints >= 10_000) problems.push('handling fee: the whole amount or more');
  return problems;
}

/** A valid entry's terms, as the calculator and the pages read them. */
export const toTerms = (p: LoanProduct): LoanProductTerms => ({
  minAmount: p.minAmount,
  maxAmount: p.maxAmount,
  minMonths: p.minMonths,
  maxMonths: p.maxMonths,
  minFlatRateBasisPoints: p.minFlatRateBasisPoints,
  maxFlatRateBasisPoints: p.maxFlatRateBasisPoints,
  handlingFeeBasisPoints: p.handlingFeeBasisPoints,
  example: {
    amountHkd: p.exampleAmountHkd,
    months: p.exampleMonths,
    monthlyFlatRateBasisPoints: p.exampleFlatRateBasisPoints,
  },
});

/**
 * A product's published terms from its content entry, read at each call (the loan pages are never
 * route-cached, so a publish applies at once), or undefined when the store has no valid entry for
 * it or cannot answer: the caller then answers 503, never a made-up quotation.
 */
export async function loanProductTerms(
  content: Pick<ContentRepository, 'loanProducts'>,
  code: LoanProductCode,
): Promise<LoanProductTerms | undefined> {
  let entries: LoanProduct[];
  try {
    entries = await content.loanProducts(entryType[code]);
  } catch (err) {
    logger.warn({ product: code, err }, 'loan product terms unavailable');
    return undefined;
  }
  const entry = entries.find((e) => e.productType === code);
  const problems = entry ? termsProblems(entry) : ['no entry'];
  if (!entry || problems.length > 0) {
    logger.warn({ product: code, problems }, 'loan product terms refused');
    return undefined;
  }
  return toTerms(entry);
}

/** Where a request's terms are read: the site's content (tests give their own store). */
export type TermsStore = () => Pick<ContentRepository, 'loanProducts'>;

/**
 * Terms read by `read` at most once a second, and read again at once after `drop` (a publish this
 * process receives): src/lib/kept-reads.ts. A read that failed or found no valid terms is not kept.
 */
export const termsKeeper = (
  read: (code: LoanProductCode) => Promise<LoanProductTerms | undefined>,
  now?: () => number,
) => keptReads(read, { keep: (terms) => terms !== undefined, now });

/**
 * The site's terms, kept per process: the read, of the content store or Contentful's Delivery API,
 * was the largest part of a submission's work that was not its own.
 */
const siteTerms = () =>
  processSingleton('loan.terms', () =>
    termsKeeper((product) => loanProductTerms(siteContent(), product)),
  );

/** Forgets this process's kept terms (the publishing webhook, beside the search indexes). */
export const dropKeptTerms = (): void => siteTerms().drop();

/**
 * The published terms of `code` as this process keeps them: what a loan page shows is what its
 * submissions are checked against (`termsForRequest`), read from the store at most once a second.
 */
export const publishedTerms = (code: LoanProductCode) => siteTerms()(code);

/** The published terms a request is checked against now; 503 `content_unavailable` without them. */
export async function termsForRequest(
  code: LoanProductCode,
  store?: TermsStore,
): Promise<LoanProductTerms> {
  const terms = store ? await loanProductTerms(store(), code) : await publishedTerms(code);
  if (terms) return terms;
  throw new ApiError(503, 'content_unavailable', { retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS });
}
