import { randomBytes } from 'node:crypto';
import { env } from '@/env';
import { processSingleton } from '@/lib/process-singleton';
import type { BotCheckRules } from './bot-check';
import { signFormToken, verifyFormToken } from './form-token';

/** A page left open overnight still sends; older than this, the visitor reloads it. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 3_600_000;

// Unset: a random key for this process (one instance; tokens it issued end with a restart).
const formTokenKey = () =>
  env.FORM_TOKEN_SECRET ?? processSingleton('api.formTokenKey', () => randomBytes(32));

/** A token for one render of the form that posts to the endpoint `kind` (its name). */
export const issueFormToken = (kind: string): string => signFormToken(kind, formTokenKey());

/** How the endpoint `kind` judges a submission's bot-check fields (bot-check.ts). */
export const botCheckRules = (kind: string): BotCheckRules => ({
  minFillMs: env.FORM_MIN_FILL_MS,
  requireToken: env.FORM_TOKEN_REQUIRED === 'true',
  checkToken: (token) =>
    verifyFormToken(token, kind, formTokenKey(), {
      now: Date.now(),
      minAgeMs: env.FORM_MIN_FILL_MS,
      maxAgeMs: FORM_TOKEN_MAX_AGE_MS,
    }),
});
