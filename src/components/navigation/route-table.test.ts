import { describe, expect, it } from 'vitest';
import { isCheckedRoute, legacyFallbackUrl } from './route-table';

describe('legacyFallbackUrl', () => {
  it('maps each legacy path and keeps the query, adding from and old_path', () => {
    expect(legacyFallbackUrl('/tc/privacy.php', '?utm_source=x')).toBe(
      '/privacy?utm_source=x&from=404_page&old_path=%2Ftc%2Fprivacy.php',
    );
    expect(legacyFallbackUrl('/index.php', '')).toBe('/?from=404_page&old_path=%2Findex.php');
  });

  it('keeps the English prefix', () => {
    expect(legacyFallbackUrl('/en-US/tc/legal.php', '')).toBe(
      '/en-US/legal?from=404_page&old_path=%2Ftc%2Flegal.php',
    );
    expect(legacyFallbackUrl('/en-US/index.php', '?a=1')).toBe(
      '/en-US?a=1&from=404_page&old_path=%2Findex.php',
    );
  });

  it('returns null for other paths', () => {
    expect(legacyFallbackUrl('/tc/unknown.php', '')).toBeNull();
    expect(legacyFallbackUrl('/privacy', '')).toBeNull();
  });
});

describe('isCheckedRoute', () => {
  it('knows the routes that check their parameter', () => {
    expect(isCheckedRoute('/blog/Bad_Slug!')).toBe(true);
    expect(isCheckedRoute('/en-US/promotions/x')).toBe(true);
    expect(isCheckedRoute('/no/such/page')).toBe(false);
    expect(isCheckedRoute('/blog')).toBe(false);
  });
});
