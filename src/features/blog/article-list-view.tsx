import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { PageHeading } from '@/components/ui/page-heading';
import { DraftBanner } from '@/components/content/draft-banner';
import type { AppLocale } from '@/config/locales';
import type { Article } from '@/content/model';
import { LocaleLink } from '@/i18n/locale-link';
import { translator } from '@/i18n/translator';
import { ArticleGrid } from './article-card';

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
  kind: 'news' | 'videos';
  articles: Article[];
}) {
  const t = translator(locale, 'Blog');
  const path = `/blog/${kind}`;
  const title = kind === 'news' ? t('newsTitle') : t('videosTitle');
  const lead = kind === 'news' ? t('newsLead') : t('videosLead');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <DraftBanner locale={locale} preview={preview} path={path} />
      <BreadcrumbJsonLd
        locale={locale}
        origin={origin}
        trail={[
          { name: t('title'), path: '/blog' },
          { name: title, path },
        ]}
      />
      <p className="mb-4 text-sm">
        <LocaleLink
          locale={locale}
          href="/blog"
          className="text-brand-700 underline underline-offset-2"
        >
          {t('backToBlog')}
        </LocaleLink>
      </p>
      <PageHeading title={title} lead={lead} />
      {articles.length ? (
        <ArticleGrid articles={articles} locale={locale} headingLevel={2} />
      ) : (
        <p>{t('empty')}</p>
      )}
    </div>
  );
}
