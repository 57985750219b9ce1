import type { FaqProduct } from '@/content/model';

/** The page each product's questions end, and the id of that section (`/sme-loan#faq`). */
export const productFaqPaths: Readonly<Record<FaqProduct, string>> = {
  card: '/InstallmentIntroRoute',
  sme_loan: '/sme-loan',
  owner_loan: '/property-owner-loan',
  valuation: '/property-valuation',
  credit_report: '/features/free-smart-credit-report',
  account: '/account_delete',
};
export const PRODUCT_FAQ_ID = 'faq';
