import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { AppLocale } from '@/config/locales';
import { shareImage } from '@/content/images';
import type { LandingPage } from '@/content/model';
import { getContent } from '@/content/queries';
import { contentPaths } from '@/components/content/content-paths';
import { pageMetadata } from '@/components/seo/page-metadata';
import { isValidSlug } from '@/lib/slug';

/** A landing page of a type by slug, or a 404. */
export async function loadLandingPage(
  type: LandingPage['type'],
  slug: string,
  locale: AppLocale,
): Promise<LandingPage> {
  if (!isValidSlug(slug)) notFound();
  const page = (await (await getContent()).landingPages(type, locale)).find((p) => p.slug === slug);
  if (!page) notFound();
  return page;
}

export function landingMetadata(page: LandingPage, locale: AppLocale): Metadata {
  return pageMetadata({
    locale,
    path: contentPaths.landing(page.type, page.slug),
    title: page.title,
    description: page.summary,
    ...(page.heroImage ? { image: shareImage(page.heroImage, page.title) } : {}),
  });
}
