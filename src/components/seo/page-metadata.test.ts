import { describe, expect, it } from 'vitest';
import { defaultShareImage, pageMetadata } from './page-metadata';

describe('pageMetadata', () => {
  it('gives every page the branded 1200×630 preview of its locale and a large Twitter card', () => {
    const meta = pageMetadata({ locale: 'en-US', path: '/faq', title: 'FAQ' });
    expect(meta.openGraph).toMatchObject({
      url: '/en-US/faq',
      locale: 'en_US',
      images: [{ url: '/og/default-en-US.png', width: 1200, height: 630 }],
    });
    expect(meta.twitter).toEqual({ card: 'summary_large_image' });
    expect(defaultShareImage('zh-HK').url).toBe('/og/default-zh-HK.png');
    expect(defaultShareImage('zh-HK').alt).toContain('示例財務有限公司');
  });

  it("uses the page's own picture instead when it has one", () => {
    const image = {
      url: '/content-assets/x.png?w=1200&fm=jpg',
      width: 1200,
      height: 675,
      alt: 'x',
    };
    const meta = pageMetadata({ locale: 'zh-HK', path: '/promotions/x', title: 'X', image });
    expect(meta.openGraph?.images).toEqual([image]);
  });

  it('keeps canonical and alternates relative, for the layout metadataBase to make absolute', () => {
    const meta = pageMetadata({ locale: 'zh-HK', path: '/sme-loan', title: 'SME' });
    expect(meta.alternates).toEqual({
      canonical: '/sme-loan',
      languages: { 'zh-HK': '/sme-loan', 'en-US': '/en-US/sme-loan', 'x-default': '/sme-loan' },
    });
  });
});
