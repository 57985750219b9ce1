// @vitest-environment jsdom
import { existsSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageHead, type PageHeadProps } from './page-head';
import { defaultShareImage } from './share-image';

const origin = 'https://www.example.com';
/** The head's tags as `name or property → content/href` pairs. */
function head(props: Omit<PageHeadProps, 'origin'>) {
  const html = renderToStaticMarkup(<PageHead {...props} origin={origin} />);
  const document = new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
  const link = (selector: string) => document.querySelector(selector)?.getAttribute('href');
  return { document, meta, link };
}

describe('PageHead', () => {
  it('gives every page the branded 1200×630 preview of its locale and a large Twitter card', () => {
    const { meta } = head({ locale: 'en-US', path: '/faq', title: 'FAQ' });
    expect(meta('og:url')).toBe(`${origin}/en-US/faq`);
    expect(meta('og:locale')).toBe('en_US');
    expect(meta('og:image')).toBe(`${origin}/og/default-en-US.png`);
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(defaultShareImage('zh-HK').url).toBe('/og/default-zh-HK.png');
    expect(defaultShareImage('zh-HK').alt).toContain('示例財務有限公司');
  });

  it("names the page's brand: KCash on the SME lender's pages, Konew on the card's", () => {
    const sme = head({ locale: 'zh-HK', path: '/sme-loan/apply', title: '網上申請中小企貸款' });
    expect(sme.document.title).toBe('網上申請中小企貸款｜KCash');
    expect(sme.meta('og:site_name')).toBe('KCash');
    expect(sme.meta('og:image')).toBe(`${origin}/og/kcash-zh-HK.png`);
    expect(sme.meta('og:image:alt')).toBe('KCash · 示例財務有限公司');
    expect(sme.link('link[type="image/svg+xml"]')).toBe('/kcash-icon.svg');
    const card = head({ locale: 'en-US', path: '/property-owner-loan', title: 'Loans' });
    expect(card.document.title).toBe('Loans | Konew Card');
    expect(card.meta('og:image')).toBe(`${origin}/og/default-en-US.png`);
    expect(card.link('link[type="image/svg+xml"]')).toBe('/icon.svg');
  });

  it("uses the page's own picture instead when it has one", () => {
    const image = {
      url: '/content-assets/x.png?w=1200&fm=jpg',
      width: 1200,
      height: 675,
      alt: 'x',
    };
    const { meta } = head({ locale: 'zh-HK', path: '/promotions/x', title: 'X', image });
    expect(meta('og:image')).toBe(`${origin}/content-assets/x.png?w=1200&fm=jpg`);
    expect(meta('og:image:height')).toBe('675');
    expect(meta('twitter:image')).toBe(`${origin}/content-assets/x.png?w=1200&fm=jpg`);
  });

  it('builds canonical and the alternates from the route, absolute on the site origin', () => {
    const { link } = head({ locale: 'zh-HK', path: '/sme-loan', title: 'SME' });
    expect(link('link[rel=canonical]')).toBe(`${origin}/sme-loan`);
    expect(link('link[hreflang="zh-HK"]')).toBe(`${origin}/sme-loan`);
    expect(link('link[hreflang="en-US"]')).toBe(`${origin}/en-US/sme-loan`);
    expect(link('link[hreflang="x-default"]')).toBe(`${origin}/sme-loan`);
  });

  it('links the site icons (public/, drawn by scripts/brand/), each a file the site serves', () => {
    const { document, link, meta } = head({ locale: 'zh-HK', path: '/', title: '' });
    expect(link('link[rel=icon][type="image/svg+xml"]')).toBe('/icon.svg');
    expect(link('link[rel=icon][sizes="32x32"]')).toBe('/favicon.ico');
    expect(link('link[rel=apple-touch-icon]')).toBe('/apple-touch-icon.png');
    expect(link('link[rel=manifest]')).toBe('/site.webmanifest');
    expect(meta('theme-color')).toBe('#b23c0c');
    const sme = head({ locale: 'en-US', path: '/sme-loan', title: 'SME' });
    const files = [document, sme.document].flatMap((page) =>
      [
        ...page.querySelectorAll('link[rel~=icon], link[rel=apple-touch-icon], link[rel=manifest]'),
      ].map((element) => element.getAttribute('href') ?? ''),
    );
    expect(files).toHaveLength(8);
    for (const file of files) expect(existsSync(path.join('public', file)), file).toBe(true);
  });

  it('says noindex only when asked', () => {
    expect(head({ locale: 'zh-HK', path: '/x', title: 'X' }).meta('robots')).toBeUndefined();
    expect(head({ locale: 'zh-HK', path: '/x', title: 'X', noindex: true }).meta('robots')).toBe(
      'noindex, nofollow',
    );
  });
});
