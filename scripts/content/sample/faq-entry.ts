// One FAQ entry (konewWebsiteFaq) of the sample store: the faq-*.ts files hold the questions.
import type { FaqCategory, FaqProduct } from '../../../src/content/model';
import type { SampleEntry } from '../sample-entry';

/** Where a question is shown: a /faq category (with its order) and the product pages it ends. */
export type FaqPlace = { category?: FaqCategory; order: number; products?: FaqProduct[] };

export const faq = (
  slug: string,
  { category, order, products = [] }: FaqPlace,
  zh: readonly [question: string, answer: string],
  en: readonly [question: string, answer: string],
): SampleEntry => ({
  type: 'konewWebsiteFaq',
  id: `faq-${slug}`,
  fields: { ...(category ? { category } : {}), order, slug, products },
  zh: { question: zh[0], answer: zh[1] },
  en: { question: en[0], answer: en[1] },
});
