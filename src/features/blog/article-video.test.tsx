import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Article, ContentAsset } from '@/content/model';
import { ArticleVideo, playableVideo } from './article-video';

const cover: ContentAsset = {
  kind: 'asset',
  id: 'cover',
  title: 'Activating the card in the app',
  description: '',
  url: '//images.ctfassets.net/space/cover/1/cover.png',
  contentType: 'image/png',
  fileName: 'cover.png',
  width: 1200,
  height: 675,
};
const video = (fields: Partial<Article>): Article => ({
  id: 'v1',
  kind: 'video',
  contentType: 'konewVideoPost',
  title: 'Activate your card',
  slug: 'activate-card',
  summary: '',
  topics: [],
  featured: false,
  hot: false,
  publishDate: '2026-08-08',
  coverImage: cover,
  duration: '1:00',
  ...fields,
});
const file = 'https://videos.ctfassets.net/space/v/1/activate.mp4';
const captions = 'https://assets.ctfassets.net/space/c/1/activate.zh.vtt';

describe('a video post', () => {
  it("plays a Contentful video file with its captions in the browser's own player", () => {
    const html = renderToStaticMarkup(
      <ArticleVideo article={video({ videoUrl: file, captionsUrl: captions })} locale="zh-HK" />,
    );
    expect(html).toMatch(/<video[^>]* controls=""[^>]* preload="none"[^>]* poster="[^"]*cover/);
    expect(html).toContain(`<source src="${file}" type="video/mp4"/>`);
    expect(html.toLowerCase()).toContain(
      `<track kind="captions" src="${captions}" srclang="zh-hk" label="字幕"`,
    );
  });

  it('links out, saying so, when the video is elsewhere or has no captions: never a dead play sign', () => {
    for (const fields of [
      { videoUrl: 'https://videos.example.com/konew/activate-card' },
      { videoUrl: file },
      { videoUrl: 'https://evil.example/a.mp4', captionsUrl: captions },
    ]) {
      const html = renderToStaticMarkup(<ArticleVideo article={video(fields)} locale="en-US" />);
      expect(html).not.toContain('<video');
      expect(html).toContain(`href="${fields.videoUrl}"`);
      expect(html).toContain('Watch the video (1:00)');
      expect(html).toContain('The video plays on an external website.');
      expect(html).toContain('alt="Activating the card in the app"');
    }
    expect(playableVideo({ videoUrl: 'not a url', captionsUrl: captions })).toBeNull();
  });
});
