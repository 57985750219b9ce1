import { describe, expect, it } from 'vitest';
import {
  clearedDraftCookie,
  DRAFT_SECONDS,
  draftCookie,
  draftToken,
  hasDraftCookie,
  isDraftToken,
} from './draft-mode';

const secret = 'a-preview-secret-of-some-length';

describe('the draft-mode cookie', () => {
  it('is signed with the preview secret and expires', () => {
    const now = Date.parse('2027-01-01T00:00:00Z');
    const token = draftToken(secret, now);
    expect(isDraftToken(token, secret, now)).toBe(true);
    expect(isDraftToken(token, secret, now + DRAFT_SECONDS * 1000)).toBe(false);
    expect(isDraftToken(token, 'another-secret-of-some-length', now)).toBe(false);
    expect(isDraftToken(token, undefined, now)).toBe(false);
    // A later expiry with the old signature, or anything else, is refused.
    const [expires, signature] = token.split('.');
    expect(isDraftToken(`${Number(expires) + 3600}.${signature}`, secret, now)).toBe(false);
    for (const forged of ['', '1', 'true', `${expires}.`, `${expires}.${'A'.repeat(43)}`])
      expect(isDraftToken(forged, secret, now)).toBe(false);
  });

  it('is HttpOnly, Secure and SameSite=Lax, and cleared on leaving', () => {
    expect(draftCookie(secret)).toMatch(
      /^konew_draft=\d+\.[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax; Max-Age=43200$/,
    );
    expect(clearedDraftCookie).toBe(
      'konew_draft=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0',
    );
    const request = (cookie: string) => new Request('http://a/', { headers: { cookie } });
    expect(hasDraftCookie(request('a=1; konew_draft=x'))).toBe(true);
    expect(hasDraftCookie(request('not_konew_draft=x'))).toBe(false);
  });
});
