import type { AppLocale } from '@/config/locales';
import type { ContentRepository } from '@/content/repository';

/** Blog articles of a locale, and the news and videos, as the listing pages use them (framework-free). */
export async function blogArticles(content: ContentRepository, locale: AppLocale) {
  const [all, news, videos] = await Promise.all([
    content.articles('blog', locale),
    content.articles('news', locale),
    content.articles('video', locale),
  ]);
  return { all, news, videos };
}
