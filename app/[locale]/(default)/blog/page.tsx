import { ScrollReveal } from '@/components/content/scroll-reveal.client';
import { isPreview } from '@/content/queries';
import { env } from '@/env';
import { getTranslations } from 'next-intl/server';
import { BlogListingView } from '@/features/blog/blog-listing-view';
import { paginate } from '@/features/blog/blog-listing';
import { blogData } from '@/features/blog/blog-data';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/blog'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return pageMetadata({
    locale,
    path: '/blog',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

/** The blog: all topics, first page, with news and videos. */
export default async function Page({ params }: PageProps<'/[locale]/blog'>) {
  const locale = await resolvePageLocale(params);
  const { all, news, videos } = await blogData(locale);
  const shown = paginate(all, 1) ?? { items: [], page: 1, pages: 1 };
  return (
    <>
      <BlogListingView
        locale={locale}
        origin={env.SITE_ORIGIN}
        preview={await isPreview()}
        all={all}
        shown={shown}
        news={news}
        videos={videos}
      />
      <ScrollReveal />
    </>
  );
}
