import { describe, expect, it } from 'vitest';
import { localeOfPath, switchedPath, unprefixedPath } from './locale-path';

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
