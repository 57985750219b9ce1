import { ScrollReveal } from '@/components/content/scroll-reveal.client';
import { env } from '@/env';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentImage } from '@/content/images';
import { getContent, isPreview } from '@/content/queries';
import { ArticleView } from '@/features/blog/article-view';
import { relatedArticles } from '@/features/blog/blog-listing';
import { resolvePageLocale } from '@/i18n/page-locale';
import { routing } from '@/i18n/routing';
import { pageMetadata } from '@/components/seo/page-metadata';
import { isValidSlug } from '@/lib/slug';

/** Only published slugs exist: an unknown one is a 404 that is never rendered or cached (no ISR entry per probe). */
export const dynamicParams = false;

/** Every published article, news item and video, in both locales. */
export async function generateStaticParams() {
  const content = await getContent();
  const params: Array<{ locale: string; slug: string }> = [];
  for (const locale of routing.locales) {
    for (const kind of ['blog', 'news', 'video'] as const) {
      for (const { slug } of await content.articles(kind, locale)) params.push({ locale, slug });
    }
  }
  return params;
}

async function load(params: PageProps<'/[locale]/blog/[slug]'>['params']) {
  const locale = await resolvePageLocale(params);
  const { slug } = await params;
  if (!isValidSlug(slug)) notFound();
  const article = await (await getContent()).article(slug, locale);
  if (!article) notFound();
  return { locale, article };
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/blog/[slug]'>): Promise<Metadata> {
  const { locale, article } = await load(params);
  const meta = pageMetadata({
    locale,
    path: `/blog/${article.slug}`,
    title: article.title,
    description: article.summary,
  });
  const image = article.coverImage ? contentImage(article.coverImage) : undefined;
  return {
    ...meta,
    openGraph: {
      ...meta.openGraph,
      type: 'article',
      publishedTime: article.publishDate,
      ...(image ? { images: [{ url: image.src, width: image.width, height: image.height }] } : {}),
    },
  };
}

export default async function Page({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  const { locale, article } = await load(params);
  const pool = await (await getContent()).articles(article.kind, locale);
  return (
    <>
      <ArticleView
        article={article}
        related={relatedArticles(article, pool)}
        locale={locale}
        origin={env.SITE_ORIGIN}
        preview={await isPreview()}
      />
      <ScrollReveal />
    </>
  );
}
