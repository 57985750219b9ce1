import type { AppLocale } from '@/config/locales';
import { shareImage } from '@/content/images';
import type { LandingPage } from '@/content/model';
import { contentPaths } from '@/components/content/content-paths';

/** The head of a landing page (the layout's props): its title, summary and hero as the preview. */
export function landingHead(page: LandingPage, locale: AppLocale) {
  return {
    locale,
    path: contentPaths.landing(page.type, page.slug),
    title: page.title,
    description: page.summary,
    ...(page.heroImage ? { image: shareImage(page.heroImage, page.title) } : {}),
  };
}
