import type { Messages } from 'use-intl';
import type { SubmitOutcome } from './submit-client';

/**
 * What went wrong, in the classes a visitor is told about: one per kind of answer (403, 409, 413,
 * 415, 422, 429, 5xx) and no answer at all (offline). `code` is the API's stable code.
 */
export type FailureKind =
  | 'offline'
  | 'server'
  | 'rate_limited'
  | 'forbidden'
  | 'conflict'
  | 'too_large'
  | 'unsupported'
  | 'invalid'
  | 'too_fast'
  | 'expired'
  | 'unprocessable'
  | 'rejected';

export type Failure =
  | { kind: PlainKind; code: string | null }
  | { kind: 'rate_limited'; code: string | null; minutes: number };

type Failed = Exclude<SubmitOutcome<unknown>, { ok: true }>;

/** 422 codes of the bot check and form token: the form itself is fine, its timing or page is not. */
type PlainKind = Exclude<FailureKind, 'rate_limited'>;

const kindOf422: Record<string, PlainKind> = {
  submitted_too_fast: 'too_fast',
  bot_suspected: 'too_fast',
  form_token_expired: 'expired',
  form_token_invalid: 'expired',
};

const kindOfStatus: Record<number, PlainKind> = {
  403: 'forbidden',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported',
};

/** The class of a failed submission (after its retries). */
export function failureOf(outcome: Failed): Failure {
  const { status, code } = outcome;
  if (outcome.reason === 'invalid') return { kind: 'invalid', code };
  if (status === null) return { kind: 'offline', code };
  if (status === 429) {
    const seconds = outcome.reason === 'unavailable' ? (outcome.retryAfterSeconds ?? 60) : 60;
    return { kind: 'rate_limited', code, minutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  // Still being handled after every retry: the same as a busy server to the visitor.
  if (status >= 500 || code === 'request_in_progress') return { kind: 'server', code };
  if (status === 422) return { kind: kindOf422[code ?? ''] ?? 'unprocessable', code };
  return { kind: kindOfStatus[status] ?? 'rejected', code };
}

/** The message (in Forms.failure) that tells the visitor what happened and what to do. */
export const failureMessageKey: Record<FailureKind, keyof Messages['Forms']['failure']> = {
  offline: 'offline',
  server: 'busy',
  rate_limited: 'rateLimited',
  forbidden: 'forbidden',
  conflict: 'conflict',
  too_large: 'tooLarge',
  unsupported: 'unsupported',
  invalid: 'invalid',
  too_fast: 'tooFast',
  expired: 'expired',
  unprocessable: 'unprocessable',
  rejected: 'rejected',
};
