import { leadDeliveryEnv } from '@/lib/env-lead-delivery';
import { analyticsEnv } from '@/lib/env-analytics';
import { contentEnv } from '@/lib/env-content';
import { flag, integer, secret, urlList } from '@/lib/env-values';
import { formSettings } from '@/lib/env-form-settings';
import { missingSiteOrigin } from '@/lib/env-site-origin';
import { telemetryEnv } from '@/lib/env-telemetry';
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
  ...contentEnv,
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
  DB_TIMEOUT_MS: integer(100, 60_000, 5_000).describe(
    'time budget of one database call; past it the API answers 503 with `Retry-After`',
  ),
  ...leadDeliveryEnv,
  TRUSTED_PROXY_HOPS: integer(0, 5, 0).describe(
    'reverse proxies in front of the server that append to `X-Forwarded-For` (0: visitors connect directly)',
  ),
  ALLOW_PUBLIC_LISTEN_BEHIND_PROXY: flag('false').describe(
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
  ...analyticsEnv,
  ...telemetryEnv,
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
