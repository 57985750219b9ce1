// FAQ (konewWebsiteFaq): the three /faq categories, each with at least 8 questions, and the questions
// that end each product page (`products`). Loan questions live here, in the card space, not in the
// SME space: the owner loan and the valuation are no SME products, and one content type keeps one
// schema, one cache tag (`faq`) and one list for /faq, the product pages and the site search.
import { accountFaqs } from './faq-account';
import { bnplFaqs } from './faq-bnpl';
import { creditCardFaqs } from './faq-credit-card';
import { creditReportFaqs } from './faq-credit-report';
import { ownerLoanFaqs } from './faq-owner-loan';
import { sharedFaqs } from './faq-shared';
import { smeLoanFaqs } from './faq-sme-loan';
import { valuationFaqs } from './faq-valuation';

export const faqs = [
  ...accountFaqs,
  ...bnplFaqs,
  ...creditCardFaqs,
  ...smeLoanFaqs,
  ...ownerLoanFaqs,
  ...valuationFaqs,
  ...creditReportFaqs,
  ...sharedFaqs,
];
