import type { QueryEndpoint } from '@/server/api/endpoint';
import { branchQuerySchema } from './branch-query';

export const branchesEndpoint: QueryEndpoint = {
  name: 'konew-center',
  path: '/api/v2/konew-center',
  summary: 'Branches (sample data), optionally filtered by region or district',
  description: 'Answers { data, count }: each branch in both languages with its opening hours.',
  query: branchQuerySchema,
};
