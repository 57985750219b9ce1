import { getTranslations } from 'next-intl/server';
import { preload } from 'react-dom';
import type { AppLocale } from '@/config/locales';
import { getContent } from '@/content/queries';
import { env } from '@/env';
import { localizedPath } from '@/i18n/localized-path';
import { BannerCarousel } from './banner-carousel.client';
import { toCarouselSlides } from './carousel-slides';
import { desktopMedia, slideSizes } from './slide-picture';

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
  // The first slide's picture is the page's largest content. It sits in a <picture>, which React
  // does not preload by itself (an <img> with fetchPriority="high" it does), so the browser would
  // find it only in the body, after the head's stylesheet and scripts. One preload per screen width,
  // with the media and sizes of the slide's <source> and <img>: a phone fetches its own picture only,
  // and the same width the <img> then asks for.
  const [first] = slides;
  if (first) {
    preloadPicture(first.mobile, `not all and ${desktopMedia}`);
    preloadPicture(first.desktop, desktopMedia);
  }
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

function preloadPicture({ src, srcSet }: { src: string; srcSet: string }, media: string) {
  preload(src, {
    as: 'image',
    imageSrcSet: srcSet,
    imageSizes: slideSizes,
    fetchPriority: 'high',
    media,
  });
}
