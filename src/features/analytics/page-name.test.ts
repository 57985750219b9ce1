import { describe, expect, it } from 'vitest';
import { pageName, pageOf } from './page-name';

describe('pageName', () => {
  it('names / homepage and turns other paths into hyphenated names', () => {
    expect(pageName('/')).toBe('homepage');
    expect(pageName('')).toBe('homepage');
    expect(pageName('/download_app')).toBe('download_app');
    expect(pageName('/promotion_material/apple_pay/')).toBe('promotion_material-apple_pay');
    expect(pageName('//blog/topic/cards//')).toBe('blog-topic-cards');
    expect(pageName('/InstallmentIntroRoute')).toBe('InstallmentIntroRoute');
  });

  it('decodes escaped characters and keeps a malformed escape as it came', () => {
    expect(pageName('/blog/%E4%BF%A1%E7%94%A8%E5%8D%A1')).toBe('blog-信用卡');
    expect(pageName('/blog/%E4%ZZ')).toBe('blog-%E4%ZZ');
  });
});

describe('pageOf', () => {
  it('takes the locale prefix off the name and reports the locale', () => {
    expect(pageOf('/')).toEqual({ page: 'homepage', locale: 'zh-HK' });
    expect(pageOf('/en-US')).toEqual({ page: 'homepage', locale: 'en-US' });
    expect(pageOf('/en-US/')).toEqual({ page: 'homepage', locale: 'en-US' });
    expect(pageOf('/en-US/blog/my-post')).toEqual({ page: 'blog-my-post', locale: 'en-US' });
    expect(pageOf('/zh-HK/faq')).toEqual({ page: 'faq', locale: 'zh-HK' });
  });

  it('does not mistake a path that merely starts like a locale for a prefix', () => {
    expect(pageOf('/en-USA/page')).toEqual({ page: '404', locale: 'zh-HK' });
    expect(pageOf('/en-US/en-USA')).toEqual({ page: '404', locale: 'en-US' });
  });

  it('names any path that no route of the site has 404, never after what was typed', () => {
    for (const path of ['/no-such-page', '/blog/Chan Tai Man', '/blog/x/Y', '/%E4%ZZ', '/a?b'])
      expect(pageOf(path).page, path).toBe('404');
    expect(pageOf(`/blog/${'a'.repeat(200)}`).page).toBe('404');
  });

  it('names a valuation result without the token in its path', () => {
    expect(pageOf('/property-valuation/Vq3kR8wN2xLp5tYb7cHs1A')).toEqual({
      page: 'property-valuation-result',
      locale: 'zh-HK',
    });
    expect(pageOf('/en-US/property-valuation/Vq3kR8wN2xLp5tYb7cHs1A/').page).toBe(
      'property-valuation-result',
    );
    expect(pageOf('/property-valuation').page).toBe('property-valuation');
  });
});
