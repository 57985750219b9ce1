// The analytics keys of src/env.ts's schema (the tracking service or the built-in collector), kept
// apart for its size.
import { optional, rateLimit } from '@/lib/env-values';
import { z } from '@/lib/zod';

export const analyticsEnv = {
  ANALYTICS_HOST: optional(z.url({ protocol: /^https?$/ })).describe(
    'tracking service base URL (events go to `{host}/v1/track`, also allowed in `connect-src`); unset: the built-in collector. The page policy is made at build time: set it when building **and** when serving',
  ),
  ANALYTICS_WRITE_KEY: optional(z.string().regex(/^[A-Za-z0-9._~+/=-]{8,200}$/)).describe(
    "the tracking service's **public, write-only** key (every page carries it; never a secret); unset: `konew-local-collector`, which the built-in collector checks",
  ),
  ANALYTICS_CAMPAIGNS: z
    .string()
    .default('google,facebook,instagram,whatsapp,newsletter,email,sms,cpc,qr')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/)))
    .describe(
      "built-in collector: the site's own campaign values (`utm_source`, `utm_medium`, `utm_campaign`), comma-separated, any case, each of letters, digits, `_`, `-`, `.`; any other value is stored as `other` and counted (`analytics.values.replaced`)",
    ),
  RATE_LIMIT_TRACK: rateLimit('600/60').describe(
    'built-in collector: requests per client IP, `requests/seconds` (mobile networks share addresses)',
  ),
};
