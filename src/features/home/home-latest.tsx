import type { AppLocale } from '@/config/locales';
import type { ContentAsset } from '@/content/model';
import { EntryPicture } from '@/components/content/content-img';
import { contentPaths } from '@/components/content/content-paths';
import { revealProps } from '@/components/content/reveal';
import { LocaleLink } from '@/i18n/locale-link';
import { translator } from '@/i18n/translator';
import { latestItems } from './latest-items';
import { trackedButton, type TrackedAction } from '@/features/analytics/tracked-buttons';

type Teaser = {
  id: TrackedAction<'latest'>;
  label: string;
  title: string;
  summary: string;
  href: string;
  cover?: ContentAsset;
};

/** The home teaser row: the latest offer, blog article and news from the content store. */
export function HomeLatest({
  locale,
  content,
  now,
}: {
  locale: AppLocale;
  /** The content store's promotions, blog articles and news, loaded by the page. */
  content: Parameters<typeof latestItems>[0];
  now: number;
}) {
  const t = translator(locale, 'HomeLatest');
  const home = translator(locale, 'Home');
  const latest = latestItems(content, now);
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
            <EntryPicture asset={teaser.cover} className="aspect-video w-full object-cover" />
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
              <LocaleLink
                locale={locale}
                href={teaser.href}
                className="mt-auto pt-4 font-semibold text-brand-700 after:absolute after:inset-0"
                {...trackedButton('latest', teaser.id)}
              >
                {home('teasers.more')}
                <span className="sr-only"> {teaser.title}</span>
              </LocaleLink>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
