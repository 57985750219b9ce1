import { ScrollReveal } from '@/components/content/scroll-reveal.client';
import { isPreview } from '@/content/queries';
import { env } from '@/env';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { paginate, parsePage } from '@/features/blog/blog-listing';
import { BlogListingView } from '@/features/blog/blog-listing-view';
import { blogData, listingParams } from '@/features/blog/blog-data';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';

export const dynamicParams = false;

export async function generateStaticParams() {
  return (await listingParams())
    .filter((p) => !p.topic && p.page)
    .map(({ locale, page }) => ({ locale, page: page ?? '2' }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/page/[page]'>) {
  const locale = await resolvePageLocale(params);
  const { page } = await params;
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return pageMetadata({
    locale,
    path: `/blog/page/${page}`,
    title: t('pageTitle', { page: Number(page) }),
    description: t('metaDescription'),
  });
}

/** Later pages of the blog (page 1 is /blog). */
export default async function Page({ params }: PageProps<'/[locale]/blog/page/[page]'>) {
  const locale = await resolvePageLocale(params);
  const page = parsePage((await params).page);
  const { all } = await blogData(locale);
  const shown = page && page > 1 ? paginate(all, page) : undefined;
  if (!shown) notFound();
  return (
    <>
      <BlogListingView
        locale={locale}
        origin={env.SITE_ORIGIN}
        preview={await isPreview()}
        all={all}
        shown={shown}
      />
      <ScrollReveal />
    </>
  );
}
