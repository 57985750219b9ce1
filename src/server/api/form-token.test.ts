import { describe, expect, it } from 'vitest';
import { looksLikeFormToken, signFormToken, verifyFormToken } from './form-token';

const key = 'a-test-key-of-thirty-two-bytes!!';
const issuedAt = Date.UTC(2026, 0, 1, 9, 0, 0);
const rules = { minAgeMs: 3_000, maxAgeMs: 24 * 3_600_000 };
const check = (token: string, kind: string, now: number, withKey = key) =>
  verifyFormToken(token, kind, withKey, { ...rules, now });

describe('form tokens', () => {
  const token = signFormToken('konew_loan_enquiry', key, issuedAt);

  it('accepts a token of its form once the minimum fill time has passed', () => {
    expect(check(token, 'konew_loan_enquiry', issuedAt + 3_000)).toBe('ok');
    expect(check(token, 'konew_loan_enquiry', issuedAt + 3_600_000)).toBe('ok');
  });

  it('refuses a token sent sooner than the minimum fill time (whatever fill_ms says)', () => {
    expect(check(token, 'konew_loan_enquiry', issuedAt)).toBe('submitted_too_fast');
    expect(check(token, 'konew_loan_enquiry', issuedAt + 2_999)).toBe('submitted_too_fast');
  });

  it('refuses an expired token', () => {
    expect(check(token, 'konew_loan_enquiry', issuedAt + rules.maxAgeMs + 1)).toBe(
      'form_token_expired',
    );
  });

  it('refuses a token of another form (no replay across forms)', () => {
    expect(check(token, 'account_delete', issuedAt + 10_000)).toBe('form_token_invalid');
  });

  it('refuses a token signed with another key', () => {
    expect(
      check(token, 'konew_loan_enquiry', issuedAt + 10_000, 'another-key-of-32-bytes-long!!!!'),
    ).toBe('form_token_invalid');
  });

  it('refuses a tampered token: an earlier time, another nonce, another signature', () => {
    const [time, nonce, mac] = token.split('.') as [string, string, string];
    const earlier = (Number.parseInt(time, 36) - 60_000).toString(36);
    const now = issuedAt + 1_000;
    expect(check(`${earlier}.${nonce}.${mac}`, 'konew_loan_enquiry', now)).toBe(
      'form_token_invalid',
    );
    expect(check(`${time}.AAAAAAAAAAAAAAAA.${mac}`, 'konew_loan_enquiry', now + 10_000)).toBe(
      'form_token_invalid',
    );
    expect(
      check(`${time}.${nonce}.${mac.slice(0, -2)}AA`, 'konew_loan_enquiry', now + 10_000),
    ).toBe('form_token_invalid');
  });

  it.each(['', 'x', 'a.b', 'a.b.c.d', '..', `${'9'.repeat(40)}.n.m`, 'ZZZ.nonce.mac'])(
    'refuses the malformed token %j',
    (malformed) => {
      expect(check(malformed, 'konew_loan_enquiry', issuedAt + 10_000)).toBe('form_token_invalid');
    },
  );

  it('refuses a token from the future (a clock cannot be trusted that far)', () => {
    const future = signFormToken('konew_loan_enquiry', key, issuedAt + 3_600_000);
    expect(check(future, 'konew_loan_enquiry', issuedAt)).toBe('form_token_invalid');
  });

  it('issues a different token on each render', () => {
    expect(signFormToken('konew_loan_enquiry', key, issuedAt)).not.toBe(token);
  });

  it('tells a token-shaped value from any other text (what a page may render back)', () => {
    expect(looksLikeFormToken(token)).toBe(true);
    for (const other of ['', 'x', `${token}x`, '<script>', token.replace('.', '..')])
      expect(looksLikeFormToken(other), other).toBe(false);
  });
});
