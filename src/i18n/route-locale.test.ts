import { describe, expect, it } from 'vitest';
import { routeLocale } from './route-locale';

describe('routeLocale', () => {
  it('is zh-HK without a prefix and en-US under /en-US', () => {
    expect(routeLocale(undefined)).toBe('zh-HK');
    expect(routeLocale('')).toBe('zh-HK');
    expect(routeLocale('en-US')).toBe('en-US');
  });

  it('refuses the default locale as a prefix and anything else', () => {
    for (const segment of ['zh-HK', 'en-us', 'en', 'en-US/x', '%00', 'fr-FR']) {
      expect(routeLocale(segment), segment).toBeUndefined();
    }
  });
});
