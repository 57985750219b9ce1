import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteContent } from '@/content/site-content';
import { ActiveCardView } from '@/features/app-handoff/active-card-view';
import { DownloadAppView } from '@/features/app-handoff/download-app-view';
import { carouselContent } from '@/features/home/carousel-content';
import { HomeView } from '@/features/home/home-view';
import { InstalmentIntroView } from '@/features/planner/instalment-intro-view';
import { PromotionView } from '@/features/promotions/promotion-view';
import { PromotionsView } from '@/features/promotions/promotions-view';
import { siteVocabulary, type Vocabulary } from './site-vocabulary';
import { isTrackedButton, SLIDE_SECTION, TRACKED_BUTTONS } from './tracked-buttons';

const src = path.join(import.meta.dirname, '../..');
const origin = 'http://localhost:3000';
// A day when sample promotions run (the home page's latest row shows one only then).
const now = Date.parse('2026-11-15T00:00:00Z');

/** The `section action` pairs of every tagged element of some HTML (tracker.ts's selector). */
const tagsIn = (html: string) =>
  [...html.matchAll(/<[^>]*\bdata-section="([^"]*)"[^>]*>/g)].map(([tag, section]) => {
    const action = /\bdata-action="([^"]*)"/.exec(tag)?.[1];
    return `${section} ${action}`;
  });

/** Every view with tracked buttons, rendered from the local content store in both locales. */
async function renderedTags(): Promise<string[]> {
  const content = siteContent();
  const tags: string[] = [];
  for (const locale of ['zh-HK', 'en-US'] as const) {
    const [{ slides, text }, promotions, articles, news] = await Promise.all([
      carouselContent(content, locale, origin),
      content.promotions(locale),
      content.articles('blog', locale),
      content.articles('news', locale),
    ]);
    const views = [
      <HomeView
        key="home"
        locale={locale}
        slides={slides}
        text={text}
        latest={{ promotions, articles, news }}
        now={now}
      />,
      <ActiveCardView key="active" locale={locale} origin={origin} />,
      <DownloadAppView key="download" locale={locale} origin={origin} qr="<svg></svg>" />,
      <InstalmentIntroView key="intro" locale={locale} origin={origin} planner={null} />,
      <PromotionsView
        key="promotions"
        locale={locale}
        origin={origin}
        preview={false}
        promotions={promotions}
        now={now}
      />,
      ...promotions.map((promotion) => (
        <PromotionView
          key={promotion.id}
          promotion={promotion}
          others={[]}
          locale={locale}
          origin={origin}
          preview={false}
          now={now}
        />
      )),
    ];
    for (const view of views) tags.push(...tagsIn(renderToStaticMarkup(view)));
  }
  return tags;
}

describe('the tracked buttons', () => {
  let vocabulary: Vocabulary;
  let tags: Set<string>;
  beforeAll(async () => {
    vocabulary = await siteVocabulary(siteContent(), []);
    tags = new Set(await renderedTags());
  });

  it('are tagged in the views with the typed helper only, never by hand', () => {
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.(?:tsx|astro)$/.test(file) && !file.includes('.test.'),
    );
    expect(files.length).toBeGreaterThan(100);
    const byHand = files.filter((file) =>
      /data-(?:section|action)\b/.test(readFileSync(path.join(src, file), 'utf8')),
    );
    expect(byHand).toEqual([]);
  });

  it('render only labels of the list (and slides of the content store)', () => {
    expect(tags.size).toBeGreaterThan(15);
    for (const tag of tags) {
      const [section = '', action = ''] = tag.split(' ');
      expect(isTrackedButton(section, action, vocabulary.slides), tag).toBe(true);
    }
  });

  it('render every label of the list, so that it holds no stale one', () => {
    const listed = Object.entries(TRACKED_BUTTONS).flatMap(([section, actions]) =>
      actions.map((action) => `${section} ${action}`),
    );
    expect([...tags].filter((tag) => !tag.startsWith(`${SLIDE_SECTION} `)).sort()).toEqual(
      [...new Set(listed)].sort(),
    );
    expect([...vocabulary.slides].map((slug) => `${SLIDE_SECTION} ${slug}`)).toEqual(
      expect.arrayContaining([...tags].filter((tag) => tag.startsWith(`${SLIDE_SECTION} `))),
    );
  });
});
