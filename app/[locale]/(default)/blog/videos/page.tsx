import { env } from '@/env';
import { getTranslations } from 'next-intl/server';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { PageHeading } from '@/components/ui/page-heading';
import { getContent, isPreview } from '@/content/queries';
import { ArticleGrid } from '@/features/blog/article-card';
import { DraftBanner } from '@/components/content/draft-banner';
import { ScrollReveal } from '@/components/content/scroll-reveal.client';
import { Link } from '@/i18n/link';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/videos'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return pageMetadata({
    locale,
    path: '/blog/videos',
    title: t('videosTitle'),
    description: t('videosLead'),
  });
}

/** Every video, newest first (featured first). */
export default async function Page({ params }: PageProps<'/[locale]/blog/videos'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations('Blog');
  const videos = await (await getContent()).articles('video', locale);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <DraftBanner locale={locale} preview={await isPreview()} path="/blog/videos" />
      <BreadcrumbJsonLd
        locale={locale}
        origin={env.SITE_ORIGIN}
        trail={[
          { name: t('title'), path: '/blog' },
          { name: t('videosTitle'), path: '/blog/videos' },
        ]}
      />
      <p className="mb-4 text-sm">
        <Link href="/blog" prefetch={false} className="text-brand-700 underline underline-offset-2">
          {t('backToBlog')}
        </Link>
      </p>
      <PageHeading title={t('videosTitle')} lead={t('videosLead')} />
      {videos.length ? (
        <ArticleGrid articles={videos} locale={locale} headingLevel={2} />
      ) : (
        <p>{t('empty')}</p>
      )}
      <ScrollReveal />
    </div>
  );
}
