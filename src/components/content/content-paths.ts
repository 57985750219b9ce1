import { blogArticleTypes, contentTypes } from '@/content/content-types';
import type { ResolvedEntry } from '@/content/source';
import { isValidSlug } from '@/lib/slug';

/** Where each kind of content lives on the site (paths without the locale prefix). */
export const contentPaths = {
  article: (slug: string) => `/blog/${slug}`,
  promotion: (slug: string) => `/promotions/${slug}`,
  campaign: (slug: string) => `/campaign#${slug}`,
  terms: (slug: string) => `/tnc/${slug}`,
  landing: (type: 'campaign' | 'promotion_material', slug: string) =>
    type === 'promotion_material' ? `/promotion_material/${slug}` : `/abc/${slug}`,
  faq: (slug: string) => `/faq#${slug}`,
} as const;

const articleTypes = new Set([...blogArticleTypes, contentTypes.newsPost, contentTypes.videoPost]);

/** The page of a linked entry (rich-text entry links and embedded entries), if it has one. */
export function hrefOfEntry(
  entry: Pick<ResolvedEntry, 'contentType' | 'fields'> | undefined,
): string | undefined {
  if (!entry) return undefined;
  const slug = entry.fields.slug;
  if (typeof slug !== 'string' || !isValidSlug(slug)) return undefined;
  const type = entry.fields.type;
  if (articleTypes.has(entry.contentType)) return contentPaths.article(slug);
  switch (entry.contentType) {
    case contentTypes.cardCampaign:
      return type === 'lucky_draw' ? contentPaths.campaign(slug) : contentPaths.promotion(slug);
    case contentTypes.termsPage:
      return contentPaths.terms(slug);
    case contentTypes.landingPage:
      return contentPaths.landing(
        type === 'promotion_material' ? 'promotion_material' : 'campaign',
        slug,
      );
    case contentTypes.faq:
      return contentPaths.faq(slug);
    default:
      return undefined;
  }
}
