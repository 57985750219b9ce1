import { z } from '@/lib/zod';
import { locale, oneLineText } from '@/server/submissions/common-fields';

export const termsRequestSchema = z.strictObject({ locale: locale.default('zh-HK') });

export const termsAnswerSchema = z.object({
  version: z.string(),
  locale,
  effectiveDate: z.iso.date(),
  hash: z
    .string()
    .meta({ description: 'SHA-256 of this locale’s text; the consent record keeps it.' }),
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.array(z.string()) })),
});

export const termsAgreeSchema = z.strictObject({
  version: oneLineText(64).meta({
    description: 'The version the visitor was shown; an outdated one answers 409.',
  }),
  locale,
  agree: z.literal(true, { error: 'must_accept' }),
});

export const termsAgreedSchema = z.object({
  consentReference: z.string(),
  version: z.string(),
  recordedAt: z.iso.datetime(),
});

export const qrTargets = ['app_download', 'credit_report_handoff'] as const;

/** Only these targets get a QR code: the URL is built here from fixed paths, never taken from the request. */
export const qrCodeRequestSchema = z
  .strictObject({
    target: z.enum(qrTargets, { error: 'target_not_allowed' }),
    consentReference: z
      .string()
      .regex(/^CRC-[0-9A-Z]{5}-[0-9A-Z]{5}$/, { error: 'invalid_reference' })
      .optional(),
    locale: locale.default('zh-HK'),
  })
  .superRefine((value, ctx) => {
    if (value.target === 'credit_report_handoff' && !value.consentReference) {
      ctx.addIssue({ code: 'custom', path: ['consentReference'], message: 'required' });
    }
  });

export const qrCodeAnswerSchema = z.object({
  target: z.enum(qrTargets),
  url: z.url(),
  svg: z.string().meta({ description: 'The QR code as an SVG document.' }),
});

export type QrCodeRequest = z.output<typeof qrCodeRequestSchema>;
