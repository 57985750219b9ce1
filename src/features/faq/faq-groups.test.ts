import { describe, expect, it } from 'vitest';
import type { Faq } from '@/content/model';
import { faqJsonLd, groupFaqs } from './faq-groups';

const answer = (text: string) =>
  ({
    nodeType: 'document',
    data: {},
    content: [
      {
        nodeType: 'paragraph',
        data: {},
        content: [{ nodeType: 'text', value: text, marks: [], data: {} }],
      },
    ],
  }) as unknown as Faq['answer'];
const faq = (slug: string, category: Faq['category'], order: number): Faq => ({
  id: slug,
  slug,
  question: `${slug}?`,
  answer: answer(`about ${slug}`),
  category,
  products: [],
  order,
});

describe('FAQ', () => {
  it('groups questions into the three categories in a fixed order', () => {
    const groups = groupFaqs([
      faq('c1', 'credit_card', 1),
      faq('a1', 'account', 1),
      faq('a2', 'account', 2),
    ]);
    expect(groups.map((g) => [g.category, g.faqs.map((f) => f.slug)])).toEqual([
      ['account', ['a1', 'a2']],
      ['bnpl', []],
      ['credit_card', ['c1']],
    ]);
  });
  it('describes the questions as FAQPage structured data', () => {
    expect(faqJsonLd([faq('a1', 'account', 1)])).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'a1?',
          acceptedAnswer: { '@type': 'Answer', text: 'about a1' },
        },
      ],
    });
  });
});
