import type { AstroGlobal } from 'astro';
import { formIslandState, pageFormToken } from '@/actions/form-island-state';
import { formIslandMessages } from '@/components/forms/island-messages';
import { islandMessages } from '@/components/forms/island-namespaces';
import { loanConsentTexts } from '@/config/consent-documents';
import { siteContent } from '@/content/site-content';
import { env } from '@/env';
import { loanProductTerms, publishedTerms } from '@/features/loan-calculator/loan-products';
import { loanRange, type LoanProductCode } from '@/features/loan-calculator/loan-terms';
import { markContentUnavailable } from './content-unavailable';

type FormState = Parameters<typeof formIslandState>;

/**
 * The product's terms: the published ones as this process keeps them (those its submissions are
 * checked against), or in draft preview the drafts, read at each render. Without valid ones the
 * answer is marked 503.
 */
async function termsOrUnavailable(astro: AstroGlobal, product: LoanProductCode) {
  const terms = astro.locals.preview
    ? await loanProductTerms(siteContent({ preview: true }), product)
    : await publishedTerms(product);
  if (!terms) markContentUnavailable(astro.response);
  return terms;
}

/**
 * A loan page's product terms (its content entry, kept at most a second) and what its enquiry island
 * is given: its messages (`namespace`'s `enquiry`), the loan consents, the product's range and the
 * plain-post state of `action`. Without valid terms, undefined and the answer is marked 503 (in the
 * page's frontmatter, before loan-page.astro streams its 503 screen).
 * Never route-cached: the enquiry form carries a per-render Idempotency-Key and shows the answer to
 * a plain post (Astro.getActionResult), so a cached copy would hand one key and one answer to all.
 * The calculator reads the query (`?amount=&months=&rate=`): the page is `private, no-store` and
 * rendered per request, so no cache answers one query with another's figures.
 */
export async function loanPage(
  astro: AstroGlobal,
  product: LoanProductCode,
  enquiry: {
    namespace: 'SmeLoanPage' | 'OwnerLoan';
    action: FormState[1];
    endpoint: FormState[2];
  },
) {
  const terms = await termsOrUnavailable(astro, product);
  if (!terms) return undefined;
  const { locale } = astro.locals;
  return {
    terms,
    enquiry: {
      locale,
      messages: formIslandMessages(locale, enquiry.namespace, 'enquiry'),
      consentTexts: loanConsentTexts(locale),
      range: loanRange(terms),
      ...formIslandState(astro, enquiry.action, enquiry.endpoint, 'enquiry'),
    },
  };
}

/**
 * A loan application page's product terms and what its island is given beside its draft: its
 * messages (`Forms` and `namespace`), the loan consents, the bot check's token and minimum fill time
 * (counted from this render), `extra` (the SME form's seed) and the product's range. Without valid
 * terms, undefined and the answer is marked 503, as for `loanPage`.
 */
export async function loanApplicationPage<E extends object = object>(
  astro: AstroGlobal,
  product: LoanProductCode,
  form: { namespace: 'SmeApplication' | 'OwnerLoan'; endpoint: FormState[2] },
  extra?: E,
) {
  const terms = await termsOrUnavailable(astro, product);
  if (!terms) return undefined;
  const { locale } = astro.locals;
  return {
    locale,
    messages: islandMessages(locale, 'Forms', form.namespace),
    consentTexts: loanConsentTexts(locale),
    minFillMs: env.FORM_MIN_FILL_MS,
    formToken: pageFormToken(astro, form.endpoint),
    ...(extra as E),
    range: loanRange(terms),
  };
}
