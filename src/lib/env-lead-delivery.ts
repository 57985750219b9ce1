// The lead delivery's settings: a part of src/env.ts's schema (which alone reads process.env).
import { integer, optional } from '@/lib/env-values';
import { z } from '@/lib/zod';

export const leadDeliveryEnv = {
  LEADS_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/ })).describe(
    'where stored leads are delivered, signed the Standard Webhooks way with `LEADS_WEBHOOK_SECRET`; without both they wait in the outbox',
  ),
  LEADS_WEBHOOK_SECRET: optional(
    z
      .string()
      .min(16)
      .refine((value) => !value.startsWith('whsec_') || /^whsec_[A-Za-z0-9+/]+={0,2}$/.test(value)),
  ).describe(
    'signing secret of the lead delivery: `whsec_` and base64 (Standard Webhooks form, e.g. `whsec_$(openssl rand -base64 32)`), or any 16 characters or more, used as raw bytes',
  ),
  LEADS_OVERDUE_MINUTES: integer(1, 10_080, 60).describe(
    'an undelivered lead older than this is reported once (error log, `leads.delivery.overdue` counter, ops e-mail)',
  ),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })).describe(
    'mail server for operations alerts (dead-lettered or overdue leads), e.g. `smtp://user:pass@mail.example.com:587`; unset: alerts are logged only',
  ),
  OPS_ALERT_EMAIL: optional(z.email()).describe(
    'who receives the operations alerts (reference and kind only, never applicant data); needs `SMTP_URL`',
  ),
  OPS_ALERT_FROM: optional(z.email()).describe(
    'sender address of the operations alerts; unset: `OPS_ALERT_EMAIL`',
  ),
};
