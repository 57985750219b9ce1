import { z } from '@/lib/zod';

/** A key that is optional: empty counts as missing, and an invalid value switches the feature off. */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const secret = optional(z.string().min(16));
/** `requests/seconds`, e.g. `10/600`. */
const rateLimit = (fallback: string) =>
  z
    .string()
    .regex(/^\d+\/\d+$/)
    .default(fallback)
    .transform((value) => {
      const [limit, windowSeconds] = value.split('/').map(Number) as [number, number];
      return { limit, windowSeconds };
    });

/** The one place that reads process.env. A missing optional key turns an integration off. */
const schema = z.object({
  SITE_ORIGIN: z.url().default('http://localhost:3000'),
  CONTENT_SOURCE: z.enum(['local', 'contentful']).optional(),
  NEXT_DIST_DIR: z.string().default('.next'),
  /** Folder of the local content store (Contentful exports per space); `content` by default. */
  CONTENT_DIR: z.string().default('content'),
  /** Contentful: one environment id for both spaces; `master` is the main one. */
  CONTENTFUL_ENVIRONMENT: z
    .string()
    .regex(/^[A-Za-z0-9._-]+$/)
    .default('master')
    .catch('master'),
  CONTENTFUL_CARD_SPACE_ID: optional(z.string().regex(/^[A-Za-z0-9]+$/)),
  CONTENTFUL_CARD_DELIVERY_TOKEN: optional(z.string().min(1)),
  CONTENTFUL_CARD_PREVIEW_TOKEN: optional(z.string().min(1)),
  CONTENTFUL_SME_SPACE_ID: optional(z.string().regex(/^[A-Za-z0-9]+$/)),
  CONTENTFUL_SME_DELIVERY_TOKEN: optional(z.string().min(1)),
  CONTENTFUL_SME_PREVIEW_TOKEN: optional(z.string().min(1)),
  /** Other API hosts (an EU data-residency host, a gateway, a test server): `https://cdn.eu.contentful.com`. */
  CONTENTFUL_DELIVERY_URL: optional(z.url()),
  CONTENTFUL_PREVIEW_URL: optional(z.url()),
  /** Shared secret of the draft-mode link (`/api/draft?secret=…`); without it draft mode is off. */
  CONTENT_PREVIEW_SECRET: secret,
  /** Secret the publishing webhook sends in `x-webhook-secret`; without it the webhook answers 401. */
  CONTENT_WEBHOOK_SECRET: secret,
  /**
   * The other instances behind the load balancer, e.g. `http://10.0.0.2:3000,http://10.0.0.3:3000`: the
   * publishing webhook received by one instance is relayed to each of them (their caches are their own).
   */
  REVALIDATE_PEERS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  /** Branch map tiles, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`; empty: the map makes no request at all. */
  MAP_TILE_URL: z
    .url({ protocol: /^https?$/ })
    .regex(/\{z\}.*\{x\}.*\{y\}/)
    .or(z.literal(''))
    .default('')
    .catch(''),
  /** Plain-text credit the tile provider requires, e.g. `© OpenStreetMap contributors`. */
  MAP_TILE_ATTRIBUTION: z.string().max(300).default('').catch(''),
  /** PostgreSQL URL; without it the embedded PGlite database in DATA_DIR is used. Invalid: fail, never fall back. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional(),
  /** Folder of the embedded PGlite database; one server process per folder (it is locked). */
  DATA_DIR: z.string().min(1).default('./data/pglite'),
  /** Time budget of one database call; past it the API answers 503 with Retry-After. */
  DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Where stored leads are delivered, HMAC-signed with the secret; without both they wait in the outbox. */
  LEADS_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/ })),
  LEADS_WEBHOOK_SECRET: secret,
  /** Reverse proxies in front of the server that append to X-Forwarded-For (0: visitors connect directly). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /** Read by scripts/server.mjs before Next starts; listed here so every variable has one description. */
  ALLOW_PUBLIC_LISTEN_BEHIND_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .catch('false')
    .describe(
      'with TRUSTED_PROXY_HOPS > 0 the server refuses to listen on every interface or a public address (a client reaching it directly could write its own X-Forwarded-For); `true` when a firewall already lets only the proxy connect',
    ),
  /** Rate limits per client IP and form, `requests/seconds`: submissions, and reads (terms, QR, lookups). */
  RATE_LIMIT_SUBMIT: rateLimit('10/600'),
  RATE_LIMIT_READ: rateLimit('60/60'),
  /** A form sent sooner than this after it was shown is taken for a bot. */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  /** Retention in days per record type, e.g. `sme_enquiry=180,valuation=90`; unnamed types keep their defaults. */
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
    ),
  /**
   * Tracking service base URL (events go to `{host}/v1/track`); unset: the site's own collector. Baked
   * into prerendered pages, so set it at build time; scripts/csp.mjs also reads it (connect-src).
   */
  ANALYTICS_HOST: optional(z.url({ protocol: /^https?$/ })),
  /** The tracking service's PUBLIC write-only key, sent by every browser: never a secret. Unset: `konew-local-collector`. */
  ANALYTICS_WRITE_KEY: optional(z.string().regex(/^[A-Za-z0-9._~+/=-]{8,200}$/)),
  /** Rate limit of the built-in collector per client IP, `requests/seconds` (mobile networks share IPs). */
  RATE_LIMIT_TRACK: rateLimit('600/60'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set by Next itself: `phase-production-build` while building, when nothing may open the database. */
  NEXT_PHASE: z.string().optional(),
});

const read = (key: keyof z.input<typeof schema>) => process.env[key] || undefined;

export const env = schema.parse(
  Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, read(key as keyof z.input<typeof schema>)]),
  ),
);
