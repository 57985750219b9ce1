import { defineEndpoint } from '@/server/api/endpoint';
import { accountDeletionAnswerSchema, accountDeletionSchema } from './account-deletion-schema';

export const accountDeletionEndpoint = defineEndpoint({
  name: 'account_delete',
  path: '/api/web/account_delete',
  summary: 'Request deletion of an app account and its data',
  description: 'Answers 201 with a reference and the due date, 40 days ahead.',
  request: accountDeletionSchema,
  response: accountDeletionAnswerSchema,
  successStatus: 201,
  rateLimit: 'submit',
  idempotent: true,
  botCheck: true,
  errors: [],
  example: { mobile: '91234567', reason: 'no_longer_needed', confirm: true, locale: 'zh-HK' },
});
