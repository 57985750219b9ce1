import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/config/locales';
import { getContent } from '@/content/queries';
import { env } from '@/env';
import { localizedPath } from '@/i18n/localized-path';
import { BannerCarousel } from './banner-carousel.client';
import { toCarouselSlides } from './carousel-slides';

/**
 * The home hero: the banner slides of the content store, desktop and mobile pictures paired. Links
 * and labels are written here, so the carousel needs no message provider (nor its formatter).
 */
export async function HomeCarousel({ locale }: { locale: AppLocale }) {
  const content = await getContent();
  const [desktop, mobile, t] = await Promise.all([
    content.bannerSlides(locale, 'desktop'),
    content.bannerSlides(locale, 'mobile'),
    getTranslations('Carousel'),
  ]);
  const slides = toCarouselSlides(desktop, mobile, env.SITE_ORIGIN).map((slide) =>
    slide.cta && !slide.cta.external
      ? { ...slide, cta: { ...slide.cta, href: localizedPath(locale, slide.cta.href) } }
      : slide,
  );
  const numbers = slides.map((_, index) => index + 1);
  const labels = {
    label: t('label'),
    slides: numbers.map((index) => t('slide', { index, total: slides.length })),
    previous: t('previous'),
    next: t('next'),
    play: t('play'),
    pause: t('pause'),
    goTo: numbers.map((index) => t('goTo', { index })),
  };
  return <BannerCarousel slides={slides} labels={labels} />;
}
