import { describe, expect, it } from 'vitest';
import { failureOf } from './use-form-submission';

describe('failureOf', () => {
  it('says what kind of failure the visitor is told about', () => {
    expect(
      failureOf({
        ok: false,
        reason: 'unavailable',
        status: null,
        code: null,
        retryAfterSeconds: null,
      }),
    ).toEqual({ kind: 'offline', code: null });
    expect(
      failureOf({
        ok: false,
        reason: 'unavailable',
        status: 503,
        code: 'database_unavailable',
        retryAfterSeconds: 5,
      }),
    ).toEqual({
      kind: 'busy',
      code: 'database_unavailable',
    });
    expect(
      failureOf({
        ok: false,
        reason: 'invalid',
        status: 422,
        code: 'validation_failed',
        fields: { a: 'required' },
      }).kind,
    ).toBe('invalid');
    expect(
      failureOf({ ok: false, reason: 'rejected', status: 422, code: 'submitted_too_fast' }).kind,
    ).toBe('too_fast');
    expect(
      failureOf({ ok: false, reason: 'rejected', status: 403, code: 'forbidden_origin' }).kind,
    ).toBe('rejected');
  });

  it('turns a long Retry-After into whole minutes to wait', () => {
    expect(
      failureOf({
        ok: false,
        reason: 'unavailable',
        status: 429,
        code: 'rate_limited',
        retryAfterSeconds: 540,
      }),
    ).toEqual({
      kind: 'rate_limited',
      code: 'rate_limited',
      minutes: 9,
    });
    expect(
      failureOf({
        ok: false,
        reason: 'unavailable',
        status: 429,
        code: 'rate_limited',
        retryAfterSeconds: 30,
      }),
    ).toMatchObject({ minutes: 1 });
  });
});
