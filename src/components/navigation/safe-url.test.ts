import { describe, expect, it } from 'vitest';
import {
  isScriptUrl,
  NavigationRefusedError,
  resolveTarget,
  safeContentHref,
  sameSitePath,
} from './safe-url';

const origin = 'https://www.example.hk';

describe('isScriptUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '   javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'DATA:text/html,x',
    'vbscript:msgbox(1)',
    ' VBScript:msgbox(1)',
  ])('refuses %j', (url) => {
    expect(isScriptUrl(url)).toBe(true);
  });

  it.each([
    '/blog/a',
    'https://example.com/javascript:',
    '#top',
    'mailto:a@example.com',
    'tel:+85220000000',
    'about-us',
  ])('accepts %j', (url) => {
    expect(isScriptUrl(url)).toBe(false);
  });
});

describe('resolveTarget', () => {
  it('turns same-site URLs into paths with query and hash', () => {
    expect(resolveTarget('/faq?x=1#q3', { origin })).toEqual({
      kind: 'internal',
      path: '/faq?x=1#q3',
    });
    expect(resolveTarget(`${origin}/blog`, { origin })).toEqual({
      kind: 'internal',
      path: '/blog',
    });
  });

  it('throws for an external URL without the external option', () => {
    expect(() => resolveTarget('https://evil.example/x', { origin })).toThrow(
      NavigationRefusedError,
    );
    expect(() => resolveTarget('//evil.example/x', { origin })).toThrow(/external option/);
  });

  it('allows an external URL with the external option', () => {
    expect(resolveTarget('https://apps.apple.com/hk', { origin, external: true })).toEqual({
      kind: 'external',
      href: 'https://apps.apple.com/hk',
    });
  });

  it('refuses script URLs even with the external option', () => {
    expect(() => resolveTarget(' JavaScript:alert(1)', { origin, external: true })).toThrow(
      /script URL/,
    );
  });
});

describe('sameSitePath', () => {
  it('keeps same-site paths and falls back otherwise', () => {
    expect(sameSitePath('/en-US/faq')).toBe('/en-US/faq');
    expect(sameSitePath('https://evil.example/')).toBe('/');
    expect(sameSitePath('//evil.example/')).toBe('/');
    expect(sameSitePath('javascript:alert(1)', '/en-US')).toBe('/en-US');
    expect(sameSitePath(undefined)).toBe('/');
  });
});

describe('safeContentHref', () => {
  it('passes ordinary links and drops script links', () => {
    expect(safeContentHref('https://example.org/a', origin)).toBe('https://example.org/a');
    expect(safeContentHref('/promotions', origin)).toBe('/promotions');
    expect(safeContentHref('javascript:alert(1)', origin)).toBeUndefined();
    expect(safeContentHref('data:text/html,<script>', origin)).toBeUndefined();
  });
});
