import { defineEndpoint } from '@/server/api/endpoint';
import { storedSubmission } from '@/components/forms/stored-submission';
import { receivedAnswerSchema } from '@/server/submissions/received-answer';
import {
  ownerLoanApplicationSchema,
  ownerLoanEnquiryContract,
  ownerLoanProgressSchema,
  ownerLoanStartedSchema,
  ownerLoanUpdateContract,
} from './owner-loan-schema';

export const ownerLoanEnquiryEndpoint = defineEndpoint({
  name: 'konew_loan_enquiry',
  path: '/api/v2/konew_loan_enquiry',
  summary: 'Property-owner loan enquiry',
  request: ownerLoanEnquiryContract,
  response: receivedAnswerSchema,
  ...storedSubmission,
  errors: [],
  example: { name: 'Chan Tai Man', mobile: '91234567', agree_tnc: true, locale: 'en-US' },
});

export const ownerLoanApplicationEndpoint = defineEndpoint({
  name: 'konew_loan_application',
  path: '/api/v2/konew_loan_application',
  summary: 'Start a property-owner loan application (step 1: the applicant)',
  description:
    'Creates a draft and answers with the applicationToken that saves the next steps (konew_loan_application_update).',
  request: ownerLoanApplicationSchema,
  response: ownerLoanStartedSchema,
  ...storedSubmission,
  errors: [],
  example: {
    name: '陳大文',
    mobile: '6123 4567',
    email: 'chan@example.com',
    agree_tnc: true,
    locale: 'zh-HK',
  },
});

export const ownerLoanUpdateEndpoint = defineEndpoint({
  name: 'konew_loan_application_update',
  path: '/api/v2/konew_loan_application_update',
  summary: 'Save steps of a property-owner loan application, or submit it',
  request: ownerLoanUpdateContract,
  response: ownerLoanProgressSchema,
  successStatus: 200,
  rateLimit: 'submit',
  idempotent: true,
  botCheck: false,
  errors: ['not_found', 'application_already_submitted', 'application_incomplete'],
  example: {
    applicationToken: 'Vq3kR8wN2xLp5tYb7cHs1A',
    property: {
      district: 'Sha Tin',
      address: 'Flat A, 10/F, Block 1, City One Shatin',
      property_type: 'private_residential',
      ownership: 'sole',
      has_mortgage: false,
    },
  },
});
