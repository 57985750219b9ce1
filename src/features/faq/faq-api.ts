import { z } from '@/lib/zod';
import type { Faq } from '@/content/model';
import { faqCategories } from '@/content/model';
import { textOf } from '@/components/content/rich-text-sections';

/** Query of GET /api/v2/konew-faqs: unknown parameters are refused (the cache key stays small). */
export const faqQuerySchema = z.strictObject({
  locale: z.enum(['zh-HK', 'en-US']).default('zh-HK'),
  category: z.enum(faqCategories).optional(),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/)
    .max(120)
    .optional(),
  skip: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Page size: 100 by default (the content service's), at most 100. */
  per_page: z.coerce.number().int().min(1).max(100).default(100),
});
export type FaqQuery = z.output<typeof faqQuerySchema>;

/** One FAQ as the API gives it: the rich-text answer, and the same answer as plain text. */
export function faqResource(faq: Faq) {
  return {
    id: faq.id,
    slug: faq.slug,
    category: faq.category,
    order: faq.order,
    question: faq.question,
    answer: faq.answer,
    answerText: (faq.answer.content as Array<{ nodeType: string }>)
      .map((node) => textOf(node as never))
      .join('\n'),
  };
}

/** The FAQ page the query asks for: category by category, in `order` within each, with the total before paging. */
export function selectFaqs(faqs: readonly Faq[], query: FaqQuery) {
  // The API lists /faq's questions: a product page's own have no category and come last.
  const rank = (f: Faq) => (f.category ? faqCategories.indexOf(f.category) : faqCategories.length);
  const matching = faqs
    .filter(
      (f) =>
        (!query.category || f.category === query.category) &&
        (!query.slug || f.slug === query.slug),
    )
    .map((f, index) => ({ f, index }))
    .sort((a, b) => rank(a.f) - rank(b.f) || a.index - b.index)
    .map(({ f }) => f);
  return {
    items: matching.slice(query.skip, query.skip + query.per_page).map(faqResource),
    total: matching.length,
    skip: query.skip,
    limit: query.per_page,
  };
}
