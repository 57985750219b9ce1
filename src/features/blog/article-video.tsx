import type { AppLocale } from '@/config/locales';
import { contentImage } from '@/content/images';
import type { Article } from '@/content/model';
import { ContentImg } from '@/components/content/content-img';
import { ContentLink } from '@/components/content/content-link';
import { translator } from '@/i18n/translator';

/** The hosts of the video files and captions a page may play (the policy's media-src, astro.config.ts). */
export const mediaHosts = ['https://videos.ctfassets.net', 'https://assets.ctfassets.net'];

const fromMediaHost = (url: string) => {
  try {
    const parsed = new URL(url);
    return mediaHosts.includes(parsed.origin) ? parsed : null;
  } catch {
    return null;
  }
};

/** A video the browser plays itself: an mp4 or webm file of Contentful's, with its captions. */
export function playableVideo(article: Pick<Article, 'videoUrl' | 'captionsUrl'>) {
  const video = article.videoUrl ? fromMediaHost(article.videoUrl) : null;
  const captions = article.captionsUrl ? fromMediaHost(article.captionsUrl) : null;
  const type = video && /\.(mp4|webm)$/i.exec(video.pathname)?.[1]?.toLowerCase();
  return video && captions && type
    ? { src: video.href, type: `video/${type}`, captions: captions.href }
    : null;
}

/**
 * A video post's picture and video: a file the site may play, with captions, is the browser's own
 * player (its controls reachable by keyboard, the cover as its poster, nothing loaded before play);
 * any other address is a labelled link that says the video plays elsewhere. Never a play sign that
 * does nothing.
 */
export function ArticleVideo({ article, locale }: { article: Article; locale: AppLocale }) {
  const t = translator(locale, 'Blog');
  const cover = article.coverImage ? contentImage(article.coverImage) : null;
  const file = playableVideo(article);
  const watch = article.duration
    ? t('watch', { duration: article.duration })
    : t('watchNoDuration');
  if (file)
    return (
      <video
        controls
        preload="none"
        poster={cover?.src}
        aria-label={article.title}
        className="mt-8 w-full rounded-xl bg-slate-900"
        data-testid="article-video"
      >
        <source src={file.src} type={file.type} />
        <track kind="captions" src={file.captions} srcLang={locale} label={t('captions')} default />
        <ContentLink locale={locale} href={file.src}>
          {watch}
        </ContentLink>
      </video>
    );
  return (
    <>
      {cover ? <ContentImg image={cover} priority className="mt-8 w-full rounded-xl" /> : null}
      {article.videoUrl ? (
        <p className="mt-6 rounded-lg bg-slate-50 p-4">
          <ContentLink
            locale={locale}
            href={article.videoUrl}
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900"
          >
            {watch}
          </ContentLink>
          <span className="mt-2 block text-sm text-slate-600">{t('watchNote')}</span>
        </p>
      ) : null}
    </>
  );
}
