import { defineEndpoint } from '@/lib/api/endpoint';
import { receivedAnswerSchema } from '@/features/submissions/received-answer';
import {
  ownerLoanApplicationSchema,
  ownerLoanEnquirySchema,
  ownerLoanProgressSchema,
  ownerLoanStartedSchema,
  ownerLoanUpdateSchema,
} from './owner-loan-schema';

export const ownerLoanEnquiryEndpoint = defineEndpoint({
  name: 'konew_loan_enquiry',
  path: '/api/v2/konew_loan_enquiry',
  summary: 'Property-owner loan enquiry',
  request: ownerLoanEnquirySchema,
  response: receivedAnswerSchema,
  successStatus: 201,
  rateLimit: 'submit',
  idempotent: true,
  botCheck: true,
  errors: [],
});

export const ownerLoanApplicationEndpoint = defineEndpoint({
  name: 'konew_loan_application',
  path: '/api/v2/konew_loan_application',
  summary: 'Start a property-owner loan application (step 1: the applicant)',
  description:
    'Creates a draft and answers with the applicationToken that saves the next steps (konew_loan_application_update).',
  request: ownerLoanApplicationSchema,
  response: ownerLoanStartedSchema,
  successStatus: 201,
  rateLimit: 'submit',
  idempotent: true,
  botCheck: true,
  errors: [],
});

export const ownerLoanUpdateEndpoint = defineEndpoint({
  name: 'konew_loan_application_update',
  path: '/api/v2/konew_loan_application_update',
  summary: 'Save steps of a property-owner loan application, or submit it',
  request: ownerLoanUpdateSchema,
  response: ownerLoanProgressSchema,
  successStatus: 200,
  rateLimit: 'submit',
  idempotent: true,
  botCheck: false,
  errors: ['not_found', 'application_already_submitted', 'application_incomplete'],
});
