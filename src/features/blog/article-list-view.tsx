import { PageHeading } from '@/components/ui/page-heading';
import type { AppLocale } from '@/config/locales';
import type { Article } from '@/content/model';
import { translator } from '@/i18n/translator';
import { ArticleGrid } from './article-card';
import { articleListText, type ArticleListKind } from './article-list-text';
import { ListingFrame } from '@/components/layout/listing-trail';

/** /blog/news and /blog/videos: every item of the kind, newest first (featured first). */
export function ArticleListView({
  locale,
  origin,
  preview,
  kind,
  articles,
}: {
  locale: AppLocale;
  origin: string;
  preview: boolean;
  kind: ArticleListKind;
  articles: Article[];
}) {
  const t = translator(locale, 'Blog');
  const { path, title, lead } = articleListText(locale, kind);
  return (
    <ListingFrame
      width="max-w-6xl"
      trail={{ locale, origin, preview, listing: 'blog', page: { name: title, path } }}
    >
      <PageHeading title={title} lead={lead} />
      {articles.length ? (
        <ArticleGrid articles={articles} locale={locale} headingLevel={2} />
      ) : (
        <p>{t('empty')}</p>
      )}
    </ListingFrame>
  );
}
