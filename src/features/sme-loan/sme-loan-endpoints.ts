import type { z } from 'zod';
import { defineEndpoint } from '@/server/api/endpoint';
import { storedSubmission } from '@/components/forms/stored-submission';
import { receivedAnswerSchema } from '@/server/submissions/received-answer';
import {
  smeApplicationContract,
  smeApplicationFields,
  smeEnquiryFields,
  validAnswerSchema,
} from './sme-loan-schema';

/** A complete application as the form sends it (fictitious person and company); tests use it too. */
export const applicationExample = {
  title: 'mr',
  name: '陳大文',
  first_name: 'Tai Man',
  last_name: 'Chan',
  mobile: '+852 9123 4567',
  email: 'taiman.chan@example.com',
  job_title: 'Director',
  company_name: 'Example Trading Limited',
  company_type: 'limited_company',
  company_address: 'Unit 1, 2/F, 3 Example Street, Kwun Tong, Kowloon',
  company_tel: '2123 4567',
  premises_ownership: 'rent',
  commencement_year: 2015,
  industry: 'trading_shipping',
  has_pos: true,
  pos_model: 'PAX A920',
  br: '12345678',
  ci: '1234567',
  has_other_bank_sme_loan: false,
  loan_amount: 500_000,
  repayment_period: 24,
  loan_purpose: 'working_capital',
  product_type: 'kcash_sme_loan',
  source_of_awareness: { online: ['social_media'], offline: [] },
  agree_tnc: true,
  agree_direct_marketing: false,
  locale: 'zh-HK',
} satisfies z.input<typeof smeApplicationFields>;

/** A call-back request as the enquiry form sends it; tests use it too. */
export const enquiryExample = {
  name: 'Chan Tai Man',
  mobile: '91234567',
  email: 'taiman.chan@example.com',
  company_name: 'Example Trading Limited',
  loan_amount: 300_000,
  agree_tnc: true,
  locale: 'en-US',
} satisfies z.input<typeof smeEnquiryFields>;

export const smeLoanEnquiryEndpoint = defineEndpoint({
  name: 'kcash_sme_loan_enquiry',
  path: '/api/v2/kcash_sme_loan_enquiry',
  summary: 'SME loan enquiry (call-back request)',
  request: smeEnquiryFields,
  response: receivedAnswerSchema,
  ...storedSubmission,
  errors: [],
  example: enquiryExample,
});

export const smeLoanApplicationValidateEndpoint = defineEndpoint({
  name: 'kcash_sme_loan_application_validate',
  path: '/api/v2/kcash_sme_loan_application_validate',
  summary: 'Check an SME loan application without storing it',
  description: 'Answers 200 when valid, 422 with field codes otherwise. Nothing is stored.',
  request: smeApplicationContract,
  response: validAnswerSchema,
  successStatus: 200,
  rateLimit: 'read',
  idempotent: false,
  botCheck: false,
  errors: [],
  example: applicationExample,
});

export const smeLoanApplicationEndpoint = defineEndpoint({
  name: 'kcash_sme_loan_application',
  path: '/api/v2/kcash_sme_loan_application',
  summary: 'Submit an SME loan application',
  description:
    'Validated again in full (an earlier validate call is never trusted); stored with its consent records and an outbox row in one transaction.',
  request: smeApplicationContract,
  response: receivedAnswerSchema,
  ...storedSubmission,
  errors: [],
  example: applicationExample,
});
