import { describe, expect, it } from 'vitest';
import {
  acceptLanguageLocale,
  decideLocale,
  isLocalePage,
  localeCookieHeader,
} from './locale-redirect';

const request = (pathname: string, headers: Record<string, string> = {}, search = '') => ({
  pathname,
  search,
  header: (name: string) => headers[name],
});
const document = { 'sec-fetch-dest': 'document' };

describe('decideLocale (zh-HK unprefixed, en-US under /en-US)', () => {
  it('sends an English browser without a cookie from an unprefixed page to /en-US', () => {
    expect(decideLocale(request('/', { 'accept-language': 'en-US,en;q=0.9' }))).toEqual({
      locale: 'en-US',
      redirect: '/en-US',
      setCookie: false,
    });
    expect(decideLocale(request('/legal', { 'accept-language': 'en' }, '?x=1')).redirect).toBe(
      '/en-US/legal?x=1',
    );
  });

  it('keeps a Chinese browser, or no language at all, on the unprefixed page', () => {
    expect(decideLocale(request('/faq', { 'accept-language': 'zh-HK,zh;q=0.9' }))).toEqual({
      locale: 'zh-HK',
      setCookie: false,
    });
    // No language at all: the default is remembered (the match fails on `*`).
    expect(decideLocale(request('/faq'))).toEqual({ locale: 'zh-HK', setCookie: true });
    expect(decideLocale(request('/faq', { 'accept-language': 'fr-FR' })).locale).toBe('zh-HK');
  });

  it('lets the cookie win over the browser language', () => {
    const zh = { 'accept-language': 'en-US', cookie: 'a=1; i18n_redirected=zh-HK' };
    expect(decideLocale(request('/', zh))).toEqual({ locale: 'zh-HK', setCookie: false });
    const en = { 'accept-language': 'zh-HK', cookie: 'i18n_redirected=en-US' };
    expect(decideLocale(request('/legal', en, '?x=1'))).toEqual({
      locale: 'en-US',
      redirect: '/en-US/legal?x=1',
      setCookie: false,
    });
  });

  it('renders /en-US pages in English and remembers it when cookie or browser say otherwise', () => {
    const zhCookie = { ...document, cookie: 'i18n_redirected=zh-HK', 'accept-language': 'en' };
    expect(decideLocale(request('/en-US/legal', zhCookie))).toEqual({
      locale: 'en-US',
      setCookie: true,
    });
    const zhBrowser = { ...document, 'accept-language': 'zh-HK,zh;q=0.9' };
    expect(decideLocale(request('/en-US/about-us', zhBrowser)).setCookie).toBe(true);
    // Background requests (prefetch, fetch) never change the remembered language.
    expect(decideLocale(request('/en-US', { 'sec-fetch-dest': 'empty' })).setCookie).toBe(false);
    expect(decideLocale(request('/en-US', { 'accept-language': 'en' })).setCookie).toBe(false);
  });

  it('sends /zh-HK/... to the unprefixed path with the query, never to another host', () => {
    expect(decideLocale(request('/zh-HK/legal', {}, '?x=1')).redirect).toBe('/legal?x=1');
    expect(decideLocale(request('/zh-HK')).redirect).toBe('/');
    expect(decideLocale(request('/zh-HK//evil.example')).redirect).toBe('/evil.example');
    expect(decideLocale(request('/zh-HK/\\evil.example')).redirect).toBe('/evil.example');
    expect(decideLocale(request('/zh-HKx')).redirect).toBeUndefined();
  });

  it('follows the language switch without JavaScript: Chinese, remembered, over an English cookie', () => {
    const switched = {
      ...document,
      'sec-fetch-site': 'same-origin',
      referer: 'https://www.konew.example/en-US/about-us',
      cookie: 'i18n_redirected=en-US',
      'accept-language': 'en-US',
    };
    expect(decideLocale(request('/about-us', switched))).toEqual({
      locale: 'zh-HK',
      setCookie: true,
    });
    // Without Sec-Fetch-Site the hosts are compared.
    const noSite: Record<string, string> = { ...switched };
    delete noSite['sec-fetch-site'];
    expect(
      decideLocale(request('/about-us', { ...noSite, host: 'www.konew.example' })).locale,
    ).toBe('zh-HK');
    // From another site, or from a Chinese page, it is an ordinary visit.
    expect(
      decideLocale(request('/about-us', { ...switched, 'sec-fetch-site': 'cross-site' })),
    ).toMatchObject({ locale: 'en-US', redirect: '/en-US/about-us' });
    expect(
      decideLocale(request('/about-us', { ...switched, referer: 'https://www.konew.example/faq' }))
        .locale,
    ).toBe('en-US');
  });

  it('ignores a cookie that names no locale, but replaces it', () => {
    const headers = { ...document, cookie: 'i18n_redirected=fr', 'accept-language': 'en' };
    expect(decideLocale(request('/', headers))).toEqual({
      locale: 'en-US',
      redirect: '/en-US',
      setCookie: true,
    });
  });
});

describe('helpers', () => {
  it('matches browser languages to the nearest locale', () => {
    expect(acceptLanguageLocale('en-GB,en;q=0.8')).toBe('en-US');
    expect(acceptLanguageLocale('zh-TW,zh;q=0.9,en;q=0.5')).toBe('zh-HK');
    expect(acceptLanguageLocale(undefined)).toBeUndefined();
    expect(acceptLanguageLocale('de')).toBe('zh-HK');
  });

  it('applies to pages only', () => {
    for (const page of ['/', '/faq', '/en-US/blog/x', '/apiary'])
      expect(isLocalePage(page)).toBe(true);
    for (const other of ['/api/v2/x', '/v1/track', '/todos/1', '/_astro/a.js', '/favicon.ico'])
      expect(isLocalePage(other)).toBe(false);
  });

  it('writes the cookie for a year on /, Lax and Secure', () => {
    expect(localeCookieHeader('en-US')).toBe(
      'i18n_redirected=en-US; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    );
  });
});
