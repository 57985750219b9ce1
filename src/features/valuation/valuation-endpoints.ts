import { defineEndpoint } from '@/server/api/endpoint';
import { storedSubmission } from '@/components/forms/stored-submission';
import {
  valuationAnswerSchema,
  valuationCreateSchema,
  valuationLookupAnswerSchema,
  valuationLookupSchema,
} from './valuation-schema';

export const valuationCreateEndpoint = defineEndpoint({
  name: 'konew_valuation_create',
  path: '/api/v2/konew_valuation_create',
  summary: 'Value a property',
  description:
    'Answers with an indicative range from the valuation provider (the bundled SAMPLE table by default) or, for an address it does not know, status pending_manual_review. The encodedId reads the valuation again.',
  request: valuationCreateSchema,
  response: valuationAnswerSchema,
  ...storedSubmission,
  errors: [],
  example: {
    estate: 'Whampoa Garden',
    block: '3',
    floor: '12',
    flat: 'A',
    customerName: 'Chan Tai Man',
    phone: '91234567',
  },
});

export const valuationLookupEndpoint = defineEndpoint({
  name: 'konew_valuation_get_by_encoded',
  path: '/api/v2/konew_valuation_get_by_encoded',
  summary: 'Read a valuation by its encoded id',
  request: valuationLookupSchema,
  response: valuationLookupAnswerSchema,
  successStatus: 200,
  rateLimit: 'read',
  idempotent: false,
  botCheck: false,
  errors: ['not_found'],
  example: { encodedId: 'Vq3kR8wN2xLp5tYb7cHs1A' },
});
