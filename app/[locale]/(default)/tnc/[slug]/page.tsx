import { ScrollSpyNav } from '@/components/content/scroll-spy-nav.client';
import { env } from '@/env';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getContent, isPreview } from '@/content/queries';
import { RichText } from '@/components/content/rich-text';
import { sectionsOf } from '@/components/content/rich-text-sections';
import { fixedTermsSlugs } from '@/features/terms/fixed-terms';
import { TermsLayout } from '@/features/terms/terms-layout';
import { resolvePageLocale } from '@/i18n/page-locale';
import { routing } from '@/i18n/routing';
import { pageMetadata } from '@/components/seo/page-metadata';
import { isValidSlug } from '@/lib/slug';

/** Only published slugs exist: an unknown one is a 404 that is never rendered or cached (no ISR entry per probe). */
export const dynamicParams = false;

/** Every terms page of the content store, except those with a fixed route of their own. */
export async function generateStaticParams() {
  const content = await getContent();
  const params: Array<{ locale: string; slug: string }> = [];
  for (const locale of routing.locales) {
    for (const { slug } of await content.termsPages(locale))
      if (!fixedTermsSlugs.has(slug)) params.push({ locale, slug });
  }
  return params;
}

async function load(params: PageProps<'/[locale]/tnc/[slug]'>['params']) {
  const locale = await resolvePageLocale(params);
  const { slug } = await params;
  if (!isValidSlug(slug) || fixedTermsSlugs.has(slug)) notFound();
  const page = (await (await getContent()).termsPages(locale)).find((p) => p.slug === slug);
  if (!page) notFound();
  return { locale, page };
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/tnc/[slug]'>): Promise<Metadata> {
  const { locale, page } = await load(params);
  return pageMetadata({
    locale,
    path: `/tnc/${page.slug}`,
    title: page.title,
    description: page.summary,
  });
}

export default async function Page({ params }: PageProps<'/[locale]/tnc/[slug]'>) {
  const { locale, page } = await load(params);
  return (
    <TermsLayout
      locale={locale}
      origin={env.SITE_ORIGIN}
      preview={await isPreview()}
      SectionNav={ScrollSpyNav}
      path={`/tnc/${page.slug}`}
      title={page.title}
      summary={page.summary}
      effectiveDate={page.effectiveDate}
      sections={sectionsOf(page.body)}
    >
      <RichText locale={locale} document={page.body} headingIds />
    </TermsLayout>
  );
}
