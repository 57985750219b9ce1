import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';

/** The two article lists below /blog. */
export type ArticleListKind = 'news' | 'videos';

/** A list's path, title, lead and "view all" link text, in the page's language. */
export function articleListText(locale: AppLocale, kind: ArticleListKind) {
  const t = translator(locale, 'Blog');
  return kind === 'news'
    ? { path: '/blog/news', title: t('newsTitle'), lead: t('newsLead'), viewAll: t('viewAllNews') }
    : {
        path: '/blog/videos',
        title: t('videosTitle'),
        lead: t('videosLead'),
        viewAll: t('viewAllVideos'),
      };
}
