import { defineEndpoint } from '@/server/api/endpoint';
import {
  qrCodeAnswerSchema,
  qrCodeRequestSchema,
  termsAgreedSchema,
  termsAgreeSchema,
  termsAnswerSchema,
  termsRequestSchema,
} from './credit-report-schema';
import { creditReportTerms } from './credit-report-terms';

export const termsEndpoint = defineEndpoint({
  name: 'konew_tutnc',
  path: '/api/v2/konew_tutnc',
  summary: 'Current free credit report terms (version, locale, sections)',
  request: termsRequestSchema,
  response: termsAnswerSchema,
  successStatus: 200,
  rateLimit: 'read',
  idempotent: false,
  botCheck: false,
  errors: [],
  example: { locale: 'en-US' },
});

export const termsAgreeEndpoint = defineEndpoint({
  name: 'konew_tutnc_agree',
  path: '/api/v2/konew_tutnc_agree',
  summary: 'Record consent to a version of the credit report terms',
  request: termsAgreeSchema,
  response: termsAgreedSchema,
  successStatus: 201,
  rateLimit: 'submit',
  idempotent: true,
  botCheck: false,
  errors: ['terms_version_outdated'],
  example: { version: creditReportTerms.version, locale: 'en-US', agree: true },
});

export const qrCodeEndpoint = defineEndpoint({
  name: 'konew_qr_code',
  path: '/api/v2/konew_qr_code',
  summary: 'An SVG QR code for an allow-listed target',
  description:
    'Targets: app_download (the app download redirect) and credit_report_handoff (needs a recorded consentReference). Any other target is refused with 422.',
  request: qrCodeRequestSchema,
  response: qrCodeAnswerSchema,
  successStatus: 200,
  rateLimit: 'read',
  idempotent: false,
  botCheck: false,
  errors: ['not_found'],
  example: { target: 'app_download', locale: 'zh-HK' },
});
