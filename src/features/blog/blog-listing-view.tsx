import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { PageHeading } from '@/components/ui/page-heading';
import type { AppLocale } from '@/config/locales';
import type { Article } from '@/content/model';
import { DraftBanner } from '@/components/content/draft-banner';
import { LocaleLink } from '@/i18n/locale-link';
import { translator } from '@/i18n/translator';
import { articleListText, type ArticleListKind } from './article-list-text';
import { ArticleGrid } from './article-card';
import { HotTopics, Pagination, TopicNav } from './blog-aside';
import { hotArticles, listingPath, topicsOf, type KnownTopic } from './blog-listing';

type Props = {
  locale: AppLocale;
  /** The site's origin, for the breadcrumb's absolute URLs. */
  origin: string;
  /** Drafts are shown (draft mode): the banner says so. */
  preview: boolean;
  all: Article[];
  shown: { items: Article[]; page: number; pages: number };
  topic?: KnownTopic;
  news?: Article[];
  videos?: Article[];
};

function MoreSection({
  kind,
  articles,
  locale,
}: {
  kind: ArticleListKind;
  articles: Article[];
  locale: AppLocale;
}) {
  const { path, title, lead, viewAll } = articleListText(locale, kind);
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby={`${kind}-heading`} className="mt-16">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={`${kind}-heading`} className="text-2xl font-bold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-slate-600">{lead}</p>
        </div>
        <LocaleLink
          locale={locale}
          href={path}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {viewAll}
        </LocaleLink>
      </div>
      <ArticleGrid articles={articles.slice(0, 3)} locale={locale} showKind className="mt-6" />
    </section>
  );
}

/** /blog and its topic and page variants: topics, the articles, pagination, hot topics; news and videos on the first page. */
export function BlogListingView({
  locale,
  origin,
  preview,
  all,
  shown,
  topic,
  news = [],
  videos = [],
}: Props) {
  const t = translator(locale, 'Blog');
  const topicLabel = topic ? t(`topics.${topic}`) : undefined;
  const trail = [{ name: t('title'), path: '/blog' }];
  if (topicLabel) trail.push({ name: topicLabel, path: listingPath(topic, 1) });
  if (shown.page > 1) {
    const name = topicLabel
      ? t('topicPageTitle', { topic: topicLabel, page: shown.page })
      : t('pageTitle', { page: shown.page });
    trail.push({ name, path: listingPath(topic, shown.page) });
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <DraftBanner locale={locale} preview={preview} path={listingPath(topic, shown.page)} />
      <BreadcrumbJsonLd locale={locale} origin={origin} trail={trail} />
      <PageHeading
        title={
          topicLabel
            ? t('topicTitle', { topic: topicLabel })
            : shown.page > 1
              ? t('pageTitle', { page: shown.page })
              : t('title')
        }
        lead={topicLabel ? t('topicLead', { topic: topicLabel }) : t('lead')}
      />
      <TopicNav locale={locale} topics={topicsOf(all)} current={topic} />
      <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="articles-heading">
          <h2 id="articles-heading" className="sr-only">
            {topicLabel ?? t('allTopics')}
          </h2>
          {shown.items.length ? (
            <ArticleGrid articles={shown.items} locale={locale} priorityFirst />
          ) : (
            <p>{t('empty')}</p>
          )}
          <Pagination locale={locale} topic={topic} page={shown.page} pages={shown.pages} />
        </section>
        <HotTopics locale={locale} articles={hotArticles(all)} />
      </div>
      <MoreSection kind="news" articles={news} locale={locale} />
      <MoreSection kind="videos" articles={videos} locale={locale} />
    </div>
  );
}
