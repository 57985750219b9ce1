import { describe, expect, it } from 'vitest';
import { isSwitchToDefaultLocale } from './locale-switch';

const request = (pathname: string, headers: Record<string, string>) => ({
  pathname,
  headers: new Headers({ host: 'site.test', ...headers }),
});

describe('isSwitchToDefaultLocale', () => {
  it('recognises the switch link followed from an English page', () => {
    const headers = {
      referer: 'https://site.test/en-US/blog?x=1',
      'sec-fetch-site': 'same-origin',
      'sec-fetch-dest': 'document',
    };
    expect(isSwitchToDefaultLocale(request('/blog', headers))).toBe(true);
    expect(isSwitchToDefaultLocale(request('/', { referer: 'https://site.test/en-US' }))).toBe(
      true,
    );
  });

  it('ignores Chinese referrers, other sites, prefixed targets and background requests', () => {
    expect(isSwitchToDefaultLocale(request('/blog', { referer: 'https://site.test/faq' }))).toBe(
      false,
    );
    expect(
      isSwitchToDefaultLocale(
        request('/blog', { referer: 'https://x.test/en-US', 'sec-fetch-site': 'cross-site' }),
      ),
    ).toBe(false);
    expect(isSwitchToDefaultLocale(request('/blog', { referer: 'https://x.test/en-US' }))).toBe(
      false,
    );
    expect(
      isSwitchToDefaultLocale(request('/en-US/faq', { referer: 'https://site.test/en-US' })),
    ).toBe(false);
    expect(
      isSwitchToDefaultLocale(
        request('/blog', { referer: 'https://site.test/en-US', 'sec-fetch-dest': 'empty' }),
      ),
    ).toBe(false);
    expect(isSwitchToDefaultLocale(request('/blog', { referer: 'not a url' }))).toBe(false);
  });
});
