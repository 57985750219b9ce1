import { createTranslator } from 'use-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/i18n/messages-for';
import { type Failure, failureMessageKey, failureOf } from './failure';
import type { SubmitOutcome } from './submit-client';

type Failed = Exclude<SubmitOutcome<unknown>, { ok: true }>;
const answered = (status: number, code: string, retryAfterSeconds: number | null = null): Failed =>
  status === 429 || status >= 500 || code === 'request_in_progress'
    ? { ok: false, reason: 'unavailable', status, code, retryAfterSeconds }
    : { ok: false, reason: 'rejected', status, code };
const offline: Failed = {
  ok: false,
  reason: 'unavailable',
  status: null,
  code: null,
  retryAfterSeconds: null,
};

describe('failureOf', () => {
  it.each([
    [offline, 'offline'],
    [answered(403, 'forbidden_origin'), 'forbidden'],
    [answered(409, 'idempotency_key_conflict'), 'conflict'],
    [answered(409, 'application_already_submitted'), 'conflict'],
    [answered(409, 'request_in_progress', 1), 'server'],
    [answered(413, 'payload_too_large'), 'too_large'],
    [answered(415, 'unsupported_media_type'), 'unsupported'],
    [
      { ok: false, reason: 'invalid', status: 422, code: 'validation_failed', fields: { a: 'x' } },
      'invalid',
    ],
    [answered(422, 'submitted_too_fast'), 'too_fast'],
    [answered(422, 'bot_suspected'), 'too_fast'],
    [answered(422, 'form_token_expired'), 'expired'],
    [answered(422, 'form_token_invalid'), 'expired'],
    [answered(422, 'idempotency_key_reused'), 'unprocessable'],
    [answered(429, 'rate_limited', 540), 'rate_limited'],
    [answered(500, 'internal_error'), 'server'],
    [answered(503, 'database_unavailable', 5), 'server'],
    [answered(400, 'invalid_json'), 'rejected'],
    [answered(404, 'not_found'), 'rejected'],
  ] as const)('%o → %s', (outcome, kind) => {
    expect(failureOf(outcome as Failed).kind).toBe(kind);
  });

  it('turns Retry-After into whole minutes to wait, at least one', () => {
    expect(failureOf(answered(429, 'rate_limited', 540))).toEqual({
      kind: 'rate_limited',
      code: 'rate_limited',
      minutes: 9,
    });
    expect(failureOf(answered(429, 'rate_limited', 61))).toMatchObject({ minutes: 2 });
    expect(failureOf(answered(429, 'rate_limited', 30))).toMatchObject({ minutes: 1 });
    expect(failureOf(answered(429, 'rate_limited', null))).toMatchObject({ minutes: 1 });
  });
});

describe('the failure texts', () => {
  const say = (locale: 'en-US' | 'zh-HK', failure: Failure) =>
    createTranslator({
      locale,
      messages: messagesFor(locale),
      namespace: 'Forms.failure',
    })(failureMessageKey[failure.kind], {
      action: locale === 'en-US' ? 'Send' : '提交',
      phone: '2111 1111',
      minutes: failure.kind === 'rate_limited' ? failure.minutes : 0,
    });
  const kinds = Object.keys(failureMessageKey) as (keyof typeof failureMessageKey)[];
  const failure = (kind: (typeof kinds)[number]): Failure =>
    kind === 'rate_limited' ? { kind, code: null, minutes: 9 } : { kind, code: null };

  it('has a text of its own for every class, in both languages', () => {
    for (const locale of ['en-US', 'zh-HK'] as const) {
      const texts = kinds.map((kind) => say(locale, failure(kind)));
      expect(new Set(texts).size, locale).toBe(kinds.length);
      for (const text of texts) expect(text).not.toMatch(/[{}]/);
    }
  });

  it('does not blame the network for an answer the server gave', () => {
    for (const kind of kinds.filter((k) => k !== 'offline')) {
      expect(say('en-US', failure(kind))).not.toMatch(/check your connection/i);
      expect(say('zh-HK', failure(kind))).not.toContain('網絡連線');
    }
  });

  it('says when to try again after a 429, with the right plural', () => {
    const wait = (minutes: number): Failure => ({ kind: 'rate_limited', code: null, minutes });
    expect(say('en-US', wait(9))).toContain('try again in 9 minutes');
    expect(say('en-US', wait(1))).toContain('try again in 1 minute by');
    expect(say('zh-HK', wait(9))).toContain('請在 9 分鐘後再按「提交」');
  });

  it('tells a refused origin apart from an offline visitor', () => {
    expect(say('en-US', failure('forbidden'))).toContain('security');
    expect(say('zh-HK', failure('forbidden'))).toContain('安全');
    expect(say('en-US', failure('offline'))).toContain('Check your connection');
  });
});
