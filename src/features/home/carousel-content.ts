import type { AppLocale } from '@/config/locales';
import type { ContentRepository } from '@/content/repository';
import { localizedPath } from '@/i18n/locale-path';
import { translator } from '@/i18n/translator';
import type { CarouselSlide } from './carousel-slides';
import { toCarouselSlides } from './carousel-slides';

export type CarouselText = {
  label: string;
  /** "N of M", one per slide. */
  slides: string[];
  previous: string;
  next: string;
  play: string;
  pause: string;
  /** "Show slide N", one per slide. */
  goTo: string[];
};

/**
 * The home carousel's slides (desktop and mobile pictures paired, links in the page's locale) and
 * its labels, written on the server: the carousel's script formats no message.
 */
export async function carouselContent(
  content: ContentRepository,
  locale: AppLocale,
  origin: string,
): Promise<{ slides: CarouselSlide[]; text: CarouselText }> {
  const [desktop, mobile] = await Promise.all([
    content.bannerSlides(locale, 'desktop'),
    content.bannerSlides(locale, 'mobile'),
  ]);
  const t = translator(locale, 'Carousel');
  const slides = toCarouselSlides(desktop, mobile, origin).map((slide) =>
    slide.cta && !slide.cta.external
      ? { ...slide, cta: { ...slide.cta, href: localizedPath(locale, slide.cta.href) } }
      : slide,
  );
  const numbers = slides.map((_, index) => index + 1);
  const text = {
    label: t('label'),
    slides: numbers.map((index) => t('slide', { index, total: slides.length })),
    previous: t('previous'),
    next: t('next'),
    play: t('play'),
    pause: t('pause'),
    goTo: numbers.map((index) => t('goTo', { index })),
  };
  return { slides, text };
}
