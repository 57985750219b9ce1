import { getMessages } from 'next-intl/server';
import type { AppLocale } from '@/config/locales';
import { getContent } from '@/content/queries';
import { env } from '@/env';
import { ClientMessages } from '@/i18n/client-messages';
import { BannerCarousel } from './banner-carousel.client';
import { toCarouselSlides } from './carousel-slides';

/** The home hero: the banner slides of the content store, desktop and mobile pictures paired. */
export async function HomeCarousel({ locale }: { locale: AppLocale }) {
  const content = await getContent();
  const [desktop, mobile, messages] = await Promise.all([
    content.bannerSlides(locale, 'desktop'),
    content.bannerSlides(locale, 'mobile'),
    getMessages(),
  ]);
  const slides = toCarouselSlides(desktop, mobile, env.SITE_ORIGIN);
  return (
    <ClientMessages messages={{ Carousel: messages.Carousel }}>
      <BannerCarousel slides={slides} />
    </ClientMessages>
  );
}
