import { describe, expect, it } from 'vitest';
import {
  allowedMethods,
  badTarget,
  isValidHost,
  normalisedPath,
  reachesAstro,
} from './request-rules';

describe('badTarget', () => {
  it('passes plain origin-form paths, encoded or not', () => {
    for (const ok of ['/', '/faq', '/en-US/faq?q=a%20b', '/blog/%E4%B8%AD', '/a%2Fb', '/x?y=%zz'])
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

  it('refuses control characters in the query too: no route of ours takes them as text', () => {
    for (const target of [
      '/en-US/faq?q=%00',
      '/_image?href=/favicon.ico%3Fa%3D%0A%7B%22level%22%3A60%7D%0A&w=64',
      '/?utm_source=a%0Db',
      '/faq?%1b=x',
      '/faq?x=%C2%85',
    ])
      expect(badTarget(target), target).toBe('control_character');
  });

  it('refuses dot segments, encoded or not: a second address of another page', () => {
    for (const target of ['/%2e%2e/', '/en-US/%2E%2E/faq', '/./faq', '/blog/..', '/%2e/'])
      expect(badTarget(target), target).toBe('dot_segment');
    expect(badTarget('/blog/a..b')).toBeNull();
  });
});

describe('allowedMethods', () => {
  it('lets pages and files only be read, and each API route take its own methods', () => {
    expect(allowedMethods('/faq')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/_astro/a.js')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/apiary')).toEqual(['GET', 'HEAD']);
    for (const api of ['/api/v2/kcash_sme_loan_enquiry', '/api/web/account_delete', '/v1/track'])
      expect(allowedMethods(api), api).toEqual(['POST']);
    expect(allowedMethods('/todos')).toEqual(['POST']);
    expect(allowedMethods('/todos/1')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/api/v2/konew-faqs')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/api/v2/openapi.json')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/api/v2/openapi-json')).not.toEqual(['GET', 'HEAD']);
  });

  it("passes the methods a client may try on the API's paths on to Astro, whose routes answer their 405", () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(reachesAstro('/api/v2/kcash_sme_loan_enquiry', method), method).toBe(true);
      expect(reachesAstro('/api/v2/nothing', method), method).toBe(true);
    }
    for (const method of ['TRACE', 'PROPFIND']) {
      expect(reachesAstro('/api/v2/kcash_sme_loan_enquiry', method)).toBe(false);
      expect(reachesAstro('/todos/1', method)).toBe(false);
    }
    // Any other path of the API's first segments is Astro's 404, whatever a client may try on it.
    expect(allowedMethods('/api/v2/nothing')).toContain('DELETE');
    expect(allowedMethods('/api/x')).not.toContain('TRACE');
    expect(reachesAstro('/faq', 'POST')).toBe(false);
    expect(reachesAstro('/sme-loan', 'POST')).toBe(true);
  });

  it('lets the form pages take the POST of their no-JavaScript form (an Astro Action), in both locales', () => {
    for (const page of [
      '/sme-loan',
      '/en-US/sme-loan',
      '/property-owner-loan',
      '/property-valuation',
      '/store-address/book',
      '/en-US/store-address/book',
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

describe('isValidHost', () => {
  it('takes a host and a port', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      '127.0.0.1:3400',
      '[::1]:3000',
      'www.konew.com.hk',
    ])
      expect(isValidHost(host), host).toBe(true);
  });

  it('refuses credentials, paths and other text that cannot build a URL', () => {
    for (const host of [
      '127.0.0.1:3400@evil.example',
      'a:b@evil.example',
      'evil.example/x',
      'x y',
      'localhost:port',
      '',
      '-a.example',
      'a\\b',
    ])
      expect(isValidHost(host), host).toBe(false);
  });
});

describe('normalisedPath', () => {
  it('writes needlessly encoded letters, digits and marks plainly, and hex in upper case', () => {
    expect(normalisedPath('/%66aq')).toBe('/faq');
    expect(normalisedPath('/en-US/%66%41Q')).toBe('/en-US/fAQ');
    expect(normalisedPath('/blog/%e4%b8%ad')).toBe('/blog/%E4%B8%AD');
    expect(normalisedPath('/a%2db%5F%7E')).toBe('/a-b_~');
  });

  it('leaves a path that is already normal, and encoded slashes and reserved marks', () => {
    for (const path of ['/faq', '/blog/%E4%B8%AD', '/a%2Fb', '/a%3Fb', '/a%25b'])
      expect(normalisedPath(path), path).toBeNull();
  });
});
