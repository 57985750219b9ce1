import type { QueryEndpoint } from '@/server/api/endpoint';
import { faqQuerySchema } from './faq-api';

export const faqsEndpoint: QueryEndpoint = {
  name: 'konew-faqs',
  path: '/api/v2/konew-faqs',
  summary: 'The FAQ in one language, by category, paged',
  description:
    'Answers { items, total, skip, limit }: the page the query asks for, the total before paging; each answer as rich text and as plain text.',
  query: faqQuerySchema,
};
