import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/config/locales';
import { contentImage } from '@/content/images';
import type { ContentAsset } from '@/content/model';
import { getContent } from '@/content/queries';
import { ContentImg } from '@/components/content/content-img';
import { contentPaths } from '@/components/content/content-paths';
import { revealProps } from '@/components/content/reveal';
import { Link } from '@/i18n/link';
import { latestItems } from './latest-items';

type Teaser = {
  id: string;
  label: string;
  title: string;
  summary: string;
  href: string;
  cover?: ContentAsset;
};

/** The home teaser row: the latest offer, blog article and news from the content store. */
export async function HomeLatest({ locale, now }: { locale: AppLocale; now: number }) {
  const [t, home, content] = await Promise.all([
    getTranslations('HomeLatest'),
    getTranslations('Home'),
    getContent(),
  ]);
  const [promotions, articles, news] = await Promise.all([
    content.promotions(locale),
    content.articles('blog', locale),
    content.articles('news', locale),
  ]);
  const latest = latestItems({ promotions, articles, news }, now);
  const teasers: Teaser[] = [];
  if (latest.promotion)
    teasers.push({
      id: 'promotion',
      label: t('promotion'),
      title: latest.promotion.title,
      summary: latest.promotion.summary,
      href: contentPaths.promotion(latest.promotion.slug),
      cover: latest.promotion.coverImage,
    });
  if (latest.article)
    teasers.push({
      id: 'blog',
      label: t('blog'),
      title: latest.article.title,
      summary: latest.article.summary,
      href: contentPaths.article(latest.article.slug),
      cover: latest.article.coverImage,
    });
  if (latest.news)
    teasers.push({
      id: 'news',
      label: t('news'),
      title: latest.news.title,
      summary: latest.news.summary,
      href: contentPaths.article(latest.news.slug),
      cover: latest.news.coverImage,
    });
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-3" data-testid="home-latest">
      {teasers.map((teaser) => (
        <li key={teaser.id} {...revealProps} className={`${revealProps.className} h-full`}>
          <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md">
            {teaser.cover ? (
              <ContentImg
                image={contentImage(teaser.cover)}
                decorative
                className="aspect-video w-full object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col p-5">
              <p className="text-xs font-semibold text-brand-700">{teaser.label}</p>
              <h3 className="mt-1 text-lg leading-snug font-semibold text-slate-900">
                {teaser.title}
              </h3>
              {teaser.summary ? (
                <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">
                  {teaser.summary}
                </p>
              ) : null}
              <Link
                href={teaser.href}
                prefetch={false}
                className="mt-auto pt-4 font-semibold text-brand-700 after:absolute after:inset-0"
                data-section="latest"
                data-action={teaser.id}
              >
                {home('teasers.more')}
                <span className="sr-only"> {teaser.title}</span>
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
