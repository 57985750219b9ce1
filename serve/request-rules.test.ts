import { describe, expect, it } from 'vitest';
import { allowedMethods, badTarget } from './request-rules';

describe('badTarget', () => {
  it('passes plain origin-form paths, encoded or not', () => {
    for (const ok of ['/', '/faq', '/en-US/faq?q=%00', '/blog/%E4%B8%AD', '/a%2Fb', '/x?y=%zz'])
      expect(badTarget(ok), ok).toBeNull();
  });

  it('refuses targets that are not a path of this site', () => {
    for (const target of ['http://evil.example/en-US', '//evil.example/x', '*', 'faq', ''])
      expect(badTarget(target), target).toBe('not_origin_form');
  });

  it('refuses malformed percent-encoding and overlong or invalid UTF-8', () => {
    for (const target of [
      '/%',
      '/en-US/%zz',
      '/api/v2/%',
      '/%C0%AF',
      '/%E0%80%80',
      '/%FF',
      '/%ED%A0%80',
    ])
      expect(badTarget(target), target).toBe('malformed_percent_encoding');
  });

  it('refuses control characters in the path, raw or encoded', () => {
    for (const target of [
      '/%00',
      '/faq%00',
      '/a\u0000b',
      '/%0A',
      '/a\tb',
      '/%7F',
      '/%C2%85',
      '/en-US/%1b',
    ])
      expect(badTarget(target), JSON.stringify(target)).toBe('control_character');
  });

  it('refuses dot segments, encoded or not: a second address of another page', () => {
    for (const target of ['/%2e%2e/', '/en-US/%2E%2E/faq', '/./faq', '/blog/..', '/%2e/'])
      expect(badTarget(target), target).toBe('dot_segment');
    expect(badTarget('/blog/a..b')).toBeNull();
  });
});

describe('allowedMethods', () => {
  it('lets pages and files only be read, and the API take writes', () => {
    expect(allowedMethods('/faq')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/_astro/a.js')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/apiary')).toEqual(['GET', 'HEAD']);
    for (const api of ['/api/v2/x', '/v1/track', '/todos', '/todos/1'])
      expect(allowedMethods(api)).toContain('POST');
    expect(allowedMethods('/api/x')).not.toContain('TRACE');
  });

  it('lets the form pages take the POST of their no-JavaScript form (an Astro Action), in both locales', () => {
    for (const page of [
      '/sme-loan',
      '/en-US/sme-loan',
      '/property-owner-loan',
      '/property-valuation',
      '/en-US/account_delete',
      '/features/free-smart-credit-report',
      '/en-US/features/free-smart-credit-report',
    ])
      expect(allowedMethods(page), page).toEqual(['GET', 'HEAD', 'POST']);
    for (const page of [
      '/sme-loan/apply',
      '/faq',
      '/features',
      '/zh-HK/sme-loan',
      '/sme-loan/',
      '/en-US',
    ])
      expect(allowedMethods(page), page).toEqual(['GET', 'HEAD']);
  });
});
