import { randomBytes } from 'node:crypto';
import type { Db } from '@/db/client';
import { env } from '@/env';
import { processSingleton } from '@/lib/process-singleton';
import type { BotCheckRules } from './bot-check';
import { type FormTokenVerdict, signFormToken, verifyFormToken } from './form-token';
import { storedSecret } from './server-secret-repository';

/** A page left open overnight still sends; older than this, the visitor reloads it. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 3_600_000;

type Keys = {
  /** The database's key (server_secrets): the same for every instance and restart. */
  stored?: Buffer;
  loading?: Promise<void>;
  /** This process's own, made only if a page is rendered before the database answered. */
  fallback?: Buffer;
};

const keys = () => processSingleton<Keys>('api.formTokenKeys', () => ({}));

/** The key kept in the database, made by whichever process asks first (uncached). */
export async function readFormTokenKey(db: Db): Promise<Buffer> {
  const fresh = () => randomBytes(32).toString('base64url');
  return Buffer.from(await storedSecret(db, 'form_token_key', fresh), 'base64url');
}

/**
 * Reads the key kept in the database, making it on first use, unless FORM_TOKEN_SECRET is set; read
 * once per process (the server runtime's start, or the first token a submission sends).
 */
export function loadFormTokenKey(db: Db): Promise<void> {
  const current = keys();
  if (env.FORM_TOKEN_SECRET || current.stored) return Promise.resolve();
  current.loading ??= readFormTokenKey(db)
    .then((key) => {
      current.stored = key;
    })
    .finally(() => {
      current.loading = undefined;
    });
  return current.loading;
}

const signingKey = (): string | Buffer => {
  const current = keys();
  return env.FORM_TOKEN_SECRET ?? current.stored ?? (current.fallback ??= randomBytes(32));
};

/** The keys a token may carry: the fallback too, for pages rendered before the stored key was read. */
const checkingKeys = (): Array<string | Buffer> => {
  const { stored, fallback } = keys();
  if (env.FORM_TOKEN_SECRET) return [env.FORM_TOKEN_SECRET];
  return [stored, fallback].filter((key): key is Buffer => key !== undefined);
};

/** A token for one render of the form that posts to the endpoint `kind` (its name). */
export const issueFormToken = (kind: string): string => signFormToken(kind, signingKey());

function checkFormToken(token: string, kind: string): FormTokenVerdict {
  const rules = {
    now: Date.now(),
    minAgeMs: env.FORM_MIN_FILL_MS,
    maxAgeMs: FORM_TOKEN_MAX_AGE_MS,
  };
  for (const key of checkingKeys()) {
    const verdict = verifyFormToken(token, kind, key, rules);
    if (verdict !== 'form_token_invalid') return verdict;
  }
  return 'form_token_invalid';
}

/** How the endpoint `kind` judges a submission's bot-check fields (bot-check.ts). */
export const botCheckRules = (kind: string): BotCheckRules => ({
  minFillMs: env.FORM_MIN_FILL_MS,
  requireToken: env.FORM_TOKEN_REQUIRED === 'true',
  checkToken: (token) => checkFormToken(token, kind),
});
