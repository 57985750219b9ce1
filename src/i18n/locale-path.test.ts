import { describe, expect, it } from 'vitest';
import {
  localeOfPath,
  localizedPath,
  prefixedLocales,
  prefixOf,
  switchedPath,
  unprefixedHref,
  unprefixedPath,
} from './locale-path';

describe('switchedPath', () => {
  it('links a Chinese page to its English twin, from the URL or the internal route', () => {
    expect(switchedPath('/blog', 'en-US')).toBe('/en-US/blog');
    expect(switchedPath('/zh-HK/blog', 'en-US')).toBe('/en-US/blog');
    expect(switchedPath('/zh-HK', 'en-US')).toBe('/en-US');
    expect(switchedPath('/', 'en-US')).toBe('/en-US');
  });

  it('links an English page to the unprefixed Chinese page', () => {
    expect(switchedPath('/en-US/blog', 'zh-HK')).toBe('/blog');
    expect(switchedPath('/en-US', 'zh-HK')).toBe('/');
    expect(switchedPath('/en-US/blog/a-post', 'zh-HK')).toBe('/blog/a-post');
  });

  it('leaves paths that only start like a locale alone', () => {
    expect(unprefixedPath('/en-USA')).toBe('/en-USA');
    expect(localeOfPath('/en-USA')).toBe('zh-HK');
    expect(localeOfPath('/en-US/faq')).toBe('en-US');
  });
});

describe('localizedPath', () => {
  it('prefixes every locale but the default, the home page without a trailing slash', () => {
    expect(localizedPath('zh-HK', '/legal')).toBe('/legal');
    expect(localizedPath('en-US', '/legal')).toBe('/en-US/legal');
    expect(localizedPath('en-US', '/')).toBe('/en-US');
    expect(prefixedLocales).toEqual(['en-US']);
  });
});

describe('prefixOf and unprefixedHref', () => {
  it('read the prefix of a path and strip it from a link, query and fragment kept', () => {
    expect(prefixOf('/en-US/faq')).toBe('en-US');
    expect(prefixOf('/zh-HK')).toBe('zh-HK');
    expect(prefixOf('/faq')).toBeUndefined();
    expect(unprefixedHref('/en-US/promotions?x=1#a')).toBe('/promotions?x=1#a');
    expect(unprefixedHref('/en-US?x=1')).toBe('/?x=1');
    expect(unprefixedHref('/en-US')).toBe('/');
    expect(unprefixedHref('/en-USA')).toBe('/en-USA');
  });
});
