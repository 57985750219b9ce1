import { leadDeliveryEnv } from '@/lib/env-lead-delivery';
import { optional, rateLimit, secret, urlList } from '@/lib/env-values';
import { formSettings } from '@/lib/env-form-settings';
import { missingSiteOrigin } from '@/lib/env-site-origin';
import { z } from '@/lib/zod';

/**
 * The one place that reads process.env. A missing optional key turns an integration off. Each
 * description is also docs/configuration.md's table (`npm run env:table`).
 */
export const envSchema = z.object({
  SITE_ORIGIN: z
    .url()
    .default('http://localhost:3000')
    .describe(
      'absolute origin for canonical URLs, hreflang, QR codes and the form origin check; required in production (`npm start` sets `http://localhost:$PORT` when unset)',
    ),
  CONTENT_SOURCE: z
    .enum(['local', 'contentful'])
    .optional()
    .describe(
      '`local` (Contentful export files in `CONTENT_DIR`) or `contentful` (each space with keys reads Contentful; a space without keys stays local, with a warning); unset: `local`',
    ),
  CONTENT_DIR: z
    .string()
    .default('content')
    .describe('folder of the local content store (a Contentful export per space)'),
  CONTENTFUL_ENVIRONMENT: z
    .string()
    .regex(/^[A-Za-z0-9._-]+$/)
    .default('master')
    .catch('master')
    .describe('Contentful environment id, one for both spaces'),
  CONTENTFUL_CARD_SPACE_ID: optional(z.string().regex(/^[A-Za-z0-9]+$/)).describe(
    'Contentful space of the card site',
  ),
  CONTENTFUL_CARD_DELIVERY_TOKEN: optional(z.string().min(1)).describe(
    'Content Delivery API token of the card space',
  ),
  CONTENTFUL_CARD_PREVIEW_TOKEN: optional(z.string().min(1)).describe(
    'Content Preview API token of the card space (draft mode)',
  ),
  CONTENTFUL_SME_SPACE_ID: optional(z.string().regex(/^[A-Za-z0-9]+$/)).describe(
    'Contentful space of the SME loan pages',
  ),
  CONTENTFUL_SME_DELIVERY_TOKEN: optional(z.string().min(1)).describe(
    'Content Delivery API token of the SME space',
  ),
  CONTENTFUL_SME_PREVIEW_TOKEN: optional(z.string().min(1)).describe(
    'Content Preview API token of the SME space (draft mode)',
  ),
  CONTENTFUL_DELIVERY_URL: optional(z.url()).describe(
    'another Delivery API host (EU data residency, a gateway, a test server), e.g. `https://cdn.eu.contentful.com`',
  ),
  CONTENTFUL_PREVIEW_URL: optional(z.url()).describe('another Preview API host'),
  CONTENT_PREVIEW_SECRET: secret.describe(
    'shared secret of the draft-mode link (`/api/draft?secret=…`), 16 characters or more; unset: draft mode is off',
  ),
  CONTENT_WEBHOOK_SECRET: secret.describe(
    'secret the publishing webhook sends in `x-webhook-secret`, 16 characters or more; unset: the webhook answers 401',
  ),
  DIAGNOSTICS_SECRET: secret.describe(
    'in production `/tester` shows only its test calls; a request with this value in `x-diagnostics-secret` also sees the build, content source and database state (16 characters or more; outside production they always show)',
  ),
  MAP_TILE_URL: z
    .url({ protocol: /^https?$/ })
    .regex(/\{z\}.*\{x\}.*\{y\}/)
    .or(z.literal(''))
    .default('')
    .catch('')
    .describe(
      'branch map tiles, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`; empty: the map makes no request at all',
    ),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .max(300)
    .default('')
    .catch('')
    .describe('plain-text credit the tile provider requires, e.g. `© OpenStreetMap contributors`'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional()
    .describe(
      'PostgreSQL URL; unset: the embedded PGlite database in `DATA_DIR`. Invalid: the server fails, never falls back',
    ),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data/pglite')
    .describe(
      'folder of the embedded PGlite database; one server process per folder (it is locked)',
    ),
  DB_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(5_000)
    .describe('time budget of one database call; past it the API answers 503 with `Retry-After`'),
  ...leadDeliveryEnv,
  TRUSTED_PROXY_HOPS: z.coerce
    .number()
    .int()
    .min(0)
    .max(5)
    .default(0)
    .describe(
      'reverse proxies in front of the server that append to `X-Forwarded-For` (0: visitors connect directly)',
    ),
  ALLOW_PUBLIC_LISTEN_BEHIND_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .catch('false')
    .describe(
      'with TRUSTED_PROXY_HOPS > 0 the server refuses to listen on every interface or a public address (a client reaching it directly could write its own X-Forwarded-For); `true` when a firewall already lets only the proxy connect',
    ),
  EXTRA_SITE_ORIGINS: urlList.describe(
    'other origins the site is also served on, comma-separated, e.g. `https://konew.com.hk`: form and analytics posts from their pages pass the CSRF check like `SITE_ORIGIN`',
  ),
  ...formSettings,
  DATA_RETENTION_DAYS: z
    .string()
    .regex(/^[a-z_]+=\d+(,[a-z_]+=\d+)*$/)
    .optional()
    .transform((value) =>
      Object.fromEntries(
        (value ? value.split(',') : [])
          .map((pair) => pair.split('='))
          .map(([k, v]) => [k, Number(v)]),
      ),
    )
    .describe(
      'retention in days per record type, e.g. `sme_enquiry=180,valuation=90`; unnamed types keep their defaults',
    ),
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
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('least severe log level written (JSON lines on stdout)'),
});

type EnvSource = Record<string, string | undefined>;

/** The configuration from an environment (empty counts as missing). */
export function parseEnv(source: EnvSource) {
  const refusal = missingSiteOrigin(source);
  if (refusal) throw new Error(refusal);
  const parsed = envSchema.parse(
    Object.fromEntries(Object.keys(envSchema.shape).map((key) => [key, source[key] || undefined])),
  );
  // Unset (a laptop, `npm run dev`): the form origin check also accepts the request's own origin.
  return { ...parsed, siteOriginConfigured: Boolean(source.SITE_ORIGIN) };
}

export const env = parseEnv(process.env);
