// The form abuse controls of src/env.ts's schema (rate limits, bot checks), kept apart for its size.
import { flag, integer, rateLimit, secret } from '@/lib/env-values';

export const formSettings = {
  RATE_LIMIT_SUBMIT: rateLimit('10/600').describe(
    'stored form submissions per client IP and form, `requests/seconds` (a replay of a stored one is free)',
  ),
  RATE_LIMIT_INVALID: rateLimit('60/600').describe(
    'refused form attempts (422: invalid values, bot checks) per client IP and form, `requests/seconds`, counted apart from stored submissions',
  ),
  RATE_LIMIT_READ: rateLimit('60/60').describe(
    'reads (terms, QR codes, lookups) per client IP, `requests/seconds`',
  ),
  FORM_MIN_FILL_MS: integer(0, 60_000, 3_000).describe(
    'a form sent sooner than this after its form token was issued (or, without one, by its `fill_ms`) is taken for a bot',
  ),
  FORM_TOKEN_REQUIRED: flag('true').describe(
    '`true` (the default): a bot-checked form must send the `form_token` its page rendered, and its minimum fill time counts from then; `false`: without a token the client’s own `fill_ms` is trusted (an API client of your own that cannot load the page first)',
  ),
  FORM_TOKEN_SECRET: secret.describe(
    'HMAC key of the form tokens (bind the minimum fill time to the server’s clock), 16 characters or more, the same on every instance; unset: a random key made once and kept in the database (table `server_secrets`), shared by every instance on it and kept across restarts',
  ),
};
