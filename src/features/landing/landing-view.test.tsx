import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContentAsset, LandingPage } from '@/content/model';
import { landingHead } from './landing-head';
import { LandingView } from './landing-view';

const hero: ContentAsset = {
  kind: 'asset',
  id: 'hero',
  title: 'Hero',
  description: '',
  url: '//images.example/hero.png',
  contentType: 'image/png',
  fileName: 'hero.png',
  width: 1600,
  height: 900,
};
const page = (fields: Partial<LandingPage> = {}): LandingPage => ({
  id: 'l1',
  title: 'Spring offer',
  slug: 'spring',
  type: 'campaign',
  summary: 'Low rates this spring',
  body: {
    nodeType: 'document',
    data: {},
    content: [
      {
        nodeType: 'paragraph',
        data: {},
        content: [{ nodeType: 'text', value: 'Body words', marks: [], data: {} }],
      },
    ],
  } as LandingPage['body'],
  ctaLabel: 'Apply now',
  ctaUrl: '/apply',
  ...fields,
});
const endDate = '2026-03-31';
const before = Date.parse('2026-03-31T23:00:00+08:00');
const after = Date.parse('2026-04-01T00:00:01+08:00');

const render = (p: LandingPage, locale: 'zh-HK' | 'en-US', now: number) =>
  renderToStaticMarkup(
    <LandingView
      page={p}
      locale={locale}
      origin="https://www.example.hk"
      preview={false}
      now={now}
    />,
  );
const count = (html: string, text: string) => html.split(text).length - 1;

describe('landingHead', () => {
  it('gives the page path by type, its title and summary, and the hero as the share image', () => {
    const campaign = landingHead(page({ heroImage: hero }), 'en-US');
    expect(campaign).toMatchObject({
      locale: 'en-US',
      path: '/abc/spring',
      title: 'Spring offer',
      description: 'Low rates this spring',
      image: { width: 1200, alt: 'Spring offer' },
    });
    expect(campaign.image?.url).toContain('hero.png');
    const material = landingHead(page({ type: 'promotion_material' }), 'zh-HK');
    expect(material.path).toBe('/promotion_material/spring');
    expect(material).not.toHaveProperty('image');
  });
});

describe('LandingView', () => {
  it('shows the title, summary, body and the call to action twice while the offer runs', () => {
    const html = render(page({ endDate }), 'en-US', before);
    expect(html).toContain('<h1');
    expect(html).toContain('Spring offer');
    expect(html).toContain('Low rates this spring');
    expect(html).toContain('Body words');
    expect(html).toContain('Until ');
    expect(count(html, 'Apply now')).toBe(2);
    expect(html).toContain('href="/en-US/apply"');
  });

  it('says when the offer ended, as a status, and drops the call to action', () => {
    const html = render(page({ endDate }), 'en-US', after);
    expect(html).toMatch(/role="status"[^>]*>This promotion ended on /);
    expect(html).not.toContain('Apply now');
  });

  it('writes the dates in Chinese on the zh-HK page', () => {
    expect(render(page({ endDate }), 'zh-HK', before)).toContain('推廣期至 ');
    const ended = render(page({ endDate }), 'zh-HK', after);
    expect(ended).toContain('此推廣已於 ');
    expect(ended).toContain('結束。');
  });

  it('has no call to action without both its label and its link, and no image without a hero', () => {
    const html = render(page({ ctaUrl: undefined }), 'zh-HK', before);
    expect(html).not.toContain('Apply now');
    expect(html).not.toContain('<img');
    expect(render(page({ heroImage: hero }), 'zh-HK', before)).toContain('<img');
  });
});
