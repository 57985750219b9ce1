import { defineEndpoint } from '@/lib/api/endpoint';
import { receivedAnswerSchema } from '@/features/submissions/received-answer';
import {
  smeLoanApplicationSchema,
  smeLoanEnquirySchema,
  validAnswerSchema,
} from './sme-loan-schema';

export const smeLoanEnquiryEndpoint = defineEndpoint({
  name: 'kcash_sme_loan_enquiry',
  path: '/api/v2/kcash_sme_loan_enquiry',
  summary: 'SME loan enquiry (call-back request)',
  request: smeLoanEnquirySchema,
  response: receivedAnswerSchema,
  successStatus: 201,
  rateLimit: 'submit',
  idempotent: true,
  botCheck: true,
  errors: [],
});

export const smeLoanApplicationValidateEndpoint = defineEndpoint({
  name: 'kcash_sme_loan_application_validate',
  path: '/api/v2/kcash_sme_loan_application_validate',
  summary: 'Check an SME loan application without storing it',
  description: 'Answers 200 when valid, 422 with field codes otherwise. Nothing is stored.',
  request: smeLoanApplicationSchema,
  response: validAnswerSchema,
  successStatus: 200,
  rateLimit: 'read',
  idempotent: false,
  botCheck: false,
  errors: [],
});

export const smeLoanApplicationEndpoint = defineEndpoint({
  name: 'kcash_sme_loan_application',
  path: '/api/v2/kcash_sme_loan_application',
  summary: 'Submit an SME loan application',
  description:
    'Validated again in full (an earlier validate call is never trusted); stored with its consent records and an outbox row in one transaction.',
  request: smeLoanApplicationSchema,
  response: receivedAnswerSchema,
  successStatus: 201,
  rateLimit: 'submit',
  idempotent: true,
  botCheck: true,
  errors: [],
});
