import { describe, expect, it } from 'vitest';
import { legacyRedirects } from '../src/config/legacy-redirects';
import { legacyRedirect } from './legacy-redirect';

describe('legacyRedirect', () => {
  it('sends each old path to its new home in both locales, keeping the query', () => {
    expect(legacyRedirects).toHaveLength(7);
    for (const { from, to } of legacyRedirects) {
      expect(legacyRedirect(from, '?utm_source=old&x=1')).toBe(`${to}?utm_source=old&x=1`);
      expect(legacyRedirect(`/en-US${from}`, '?a=b')).toBe(
        `${to === '/' ? '/en-US' : `/en-US${to}`}?a=b`,
      );
    }
    expect(legacyRedirect('/index.php', '')).toBe('/');
  });

  it('leaves every other path alone', () => {
    for (const path of [
      '/faq',
      '/tc/legal.php/x',
      '/zh-HK/tc/legal.php',
      '/en-US',
      '/TC/LEGAL.PHP',
    ])
      expect(legacyRedirect(path, '')).toBeNull();
  });
});
