import type { Document } from '@contentful/rich-text-types';
import type { FAQPage, WithContext } from 'schema-dts';
import { faqCategories, type Faq, type FaqCategory } from '@/content/model';
import { textOf } from '@/components/content/rich-text-sections';

/** The three categories in their fixed order, each with its questions (already in `order`). */
export function groupFaqs(faqs: readonly Faq[]): Array<{ category: FaqCategory; faqs: Faq[] }> {
  return faqCategories.map((category) => ({
    category,
    faqs: faqs.filter((f) => f.category === category),
  }));
}

/** schema.org FAQPage data: each question with its answer as plain text. */
export function faqJsonLd(faqs: readonly Faq[]): WithContext<FAQPage> {
  const plain = (doc: Document) =>
    (doc.content as Array<{ nodeType: string }>).map((n) => textOf(n as never)).join('\n');
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: plain(f.answer) },
    })),
  };
}
