// SME space: articles of the KCash SME Loan, one file each.
import type { SampleEntry } from '../../../sample-entry';
import { entry as blogCashFlow } from './blog-cash-flow';
import { entry as blogDocuments } from './blog-documents';
import { entry as blogLoanPurpose } from './blog-loan-purpose';
import { entry as blogIntermediaries } from './blog-intermediaries';

export const smeArticles: SampleEntry[] = [
  blogCashFlow,
  blogDocuments,
  blogLoanPurpose,
  blogIntermediaries,
];
