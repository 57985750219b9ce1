import { ScrollReveal } from '@/components/content/scroll-reveal.client';
import { isPreview } from '@/content/queries';
import { env } from '@/env';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { articlesOnTopic, isKnownTopic, paginate, parsePage } from '@/features/blog/blog-listing';
import { BlogListingView } from '@/features/blog/blog-listing-view';
import { blogData, listingParams } from '@/features/blog/blog-data';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';

export const dynamicParams = false;

export async function generateStaticParams() {
  return (await listingParams())
    .filter((p) => p.topic && p.page)
    .map(({ locale, topic, page }) => ({ locale, topic: topic ?? '', page: page ?? '' }));
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/blog/topic/[topic]/page/[page]'>) {
  const locale = await resolvePageLocale(params);
  const { topic, page } = await params;
  if (!isKnownTopic(topic)) notFound();
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const label = t(`topics.${topic}`);
  return pageMetadata({
    locale,
    path: `/blog/topic/${topic}/page/${page}`,
    title: t('topicPageTitle', { topic: label, page: Number(page) }),
  });
}

/** Later pages of a topic. */
export default async function Page({
  params,
}: PageProps<'/[locale]/blog/topic/[topic]/page/[page]'>) {
  const locale = await resolvePageLocale(params);
  const { topic, page: segment } = await params;
  const page = parsePage(segment);
  if (!isKnownTopic(topic) || !page || page < 2) notFound();
  const { all } = await blogData(locale);
  const shown = paginate(articlesOnTopic(all, topic), page);
  if (!shown) notFound();
  return (
    <>
      <BlogListingView
        locale={locale}
        origin={env.SITE_ORIGIN}
        preview={await isPreview()}
        all={all}
        shown={shown}
        topic={topic}
      />
      <ScrollReveal />
    </>
  );
}
