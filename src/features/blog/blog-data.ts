import type { AppLocale } from '@/config/locales';
import { getContent } from '@/content/queries';
import { routing } from '@/i18n/routing';
import { articlesOnTopic, BLOG_PAGE_SIZE, isKnownTopic, topicsOf } from './blog-listing';

/** Blog articles of a locale, and the news and videos, as the listing pages use them. */
export async function blogData(locale: AppLocale) {
  const content = await getContent();
  const [all, news, videos] = await Promise.all([
    content.articles('blog', locale),
    content.articles('news', locale),
    content.articles('video', locale),
  ]);
  return { all, news, videos };
}

/** Static params of the listing routes: topics with articles, and pages after the first. */
export async function listingParams() {
  const params: Array<{ locale: AppLocale; topic?: string; page?: string }> = [];
  for (const locale of routing.locales) {
    const { all } = await blogData(locale);
    const pagesOf = (count: number) => Math.max(1, Math.ceil(count / BLOG_PAGE_SIZE));
    for (let page = 2; page <= pagesOf(all.length); page++)
      params.push({ locale, page: String(page) });
    for (const topic of topicsOf(all).filter(isKnownTopic)) {
      params.push({ locale, topic });
      for (let page = 2; page <= pagesOf(articlesOnTopic(all, topic).length); page++)
        params.push({ locale, topic, page: String(page) });
    }
  }
  return params;
}
