import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A form token binds the minimum fill time to the server's clock: the page that renders a form puts
 * one in it (a hidden `form_token` input), and the submission sends it back. It holds when it was
 * issued, a nonce (each render differs) and an HMAC over both and the form's kind (the endpoint's
 * name), so it cannot be made younger, moved to another form or made up without the key. It is not
 * single-use: a resend of the same submission carries the same token (Idempotency-Key dedupes it).
 */
export type FormTokenVerdict =
  'ok' | 'submitted_too_fast' | 'form_token_expired' | 'form_token_invalid';

export type FormTokenRules = { now: number; minAgeMs: number; maxAgeMs: number };

/** Clocks of two instances may differ a little; a token from further ahead was not issued here. */
const MAX_CLOCK_SKEW_MS = 60_000;
const TOKEN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/** Whether `value` has a token's shape (issue time, nonce, HMAC); only `verifyFormToken` trusts one. */
export const looksLikeFormToken = (value: string): boolean => TOKEN.test(value);

const mac = (kind: string, time: string, nonce: string, key: string | Buffer) =>
  createHmac('sha256', key).update(`form-token:v1\n${kind}\n${time}\n${nonce}`).digest();

/** A new token for the form `kind`, issued at `now`. */
export function signFormToken(kind: string, key: string | Buffer, now = Date.now()): string {
  const time = now.toString(36);
  const nonce = randomBytes(12).toString('base64url');
  return `${time}.${nonce}.${mac(kind, time, nonce, key).toString('base64url')}`;
}

/** What a submission's token says: ok, sent too soon, too old, or not a token of this form. */
export function verifyFormToken(
  token: string,
  kind: string,
  key: string | Buffer,
  rules: FormTokenRules,
): FormTokenVerdict {
  const parts = TOKEN.exec(token);
  if (!parts) return 'form_token_invalid';
  const [, time = '', nonce = '', signature = ''] = parts;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(kind, time, nonce, key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return 'form_token_invalid';
  const age = rules.now - Number.parseInt(time, 36);
  if (age < -MAX_CLOCK_SKEW_MS) return 'form_token_invalid';
  if (age < rules.minAgeMs) return 'submitted_too_fast';
  if (age > rules.maxAgeMs) return 'form_token_expired';
  return 'ok';
}
