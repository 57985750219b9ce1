import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { contentImage } from '@/content/images';
import type { Article } from '@/content/model';
import { localizedPath } from '@/i18n/locale-path';

/** schema.org data of an article page: Article (BlogPosting, NewsArticle) or VideoObject. */
export function articleJsonLd(
  article: Article,
  locale: AppLocale,
  origin: string,
): Record<string, unknown> {
  const url = new URL(localizedPath(locale, `/blog/${article.slug}`), origin).href;
  const image = article.coverImage ? contentImage(article.coverImage).src : undefined;
  const absoluteImage = image ? new URL(image, origin).href : undefined;
  const organisation = {
    '@type': 'Organization',
    name: site.licensedName[locale],
    brand: site.cardBrand[locale],
  };
  if (article.kind === 'video') {
    return {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: article.title,
      description: article.summary,
      uploadDate: article.publishDate,
      ...(absoluteImage ? { thumbnailUrl: [absoluteImage] } : {}),
      ...(article.videoUrl ? { contentUrl: article.videoUrl } : {}),
      inLanguage: locale,
      publisher: organisation,
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': article.kind === 'news' ? 'NewsArticle' : 'BlogPosting',
    headline: article.title,
    description: article.summary,
    datePublished: article.publishDate,
    ...(absoluteImage ? { image: [absoluteImage] } : {}),
    author: article.author ? { '@type': 'Organization', name: article.author } : organisation,
    publisher: organisation,
    inLanguage: locale,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(article.topics.length ? { keywords: article.topics.join(', ') } : {}),
  };
}
