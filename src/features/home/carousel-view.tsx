import type { CarouselSlide } from './carousel-slides';
import type { CarouselText } from './carousel-content';
import { CarouselViewControls } from './carousel-view-controls';
import { SlidePicture } from './slide-picture';
import { trackedSlide } from '@/features/analytics/tracked-buttons';

const ctaClass =
  'mt-4 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900';

/** Over the picture's foot on phones; from md, on the site's content grid (as the header's). */
function SlideCaption({ slide }: { slide: CarouselSlide }) {
  return (
    <div className="absolute inset-x-3 bottom-14 md:inset-x-0 md:top-1/2 md:bottom-auto md:-translate-y-1/2">
      <div className="md:mx-auto md:max-w-6xl md:px-4">
        <div className="rounded-xl bg-white/90 p-4 md:max-w-md md:p-6" data-testid="slide-caption">
          {slide.heading ? (
            <p className="text-xl font-bold text-slate-900 md:text-3xl">{slide.heading}</p>
          ) : null}
          {slide.subheading ? (
            <p className="mt-2 text-sm text-slate-700 md:text-base">{slide.subheading}</p>
          ) : null}
          {slide.cta ? (
            slide.cta.external ? (
              <a
                href={slide.cta.href}
                target="_blank"
                rel="noopener noreferrer"
                className={ctaClass}
              >
                {slide.cta.label}
              </a>
            ) : (
              <a href={slide.cta.href} className={ctaClass} {...trackedSlide(slide.id)}>
                {slide.cta.label}
              </a>
            )
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * The home banner carousel as HTML: the first slide shows with its picture; the other slides'
 * pictures wait in a <template> until banner-carousel.script.ts may show them (a first visit that
 * reads the first slide downloads its picture only). The script turns it (Embla's core), pauses it
 * and marks it `data-running`; without JavaScript the first slide stays, which is all a carousel
 * without its script can show.
 */
export function CarouselView({ slides, text }: { slides: CarouselSlide[]; text: CarouselText }) {
  if (slides.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={text.label}
      className="relative"
      data-testid="banner-carousel"
      data-running="false"
    >
      <div className="touch-pan-y overflow-hidden select-none" data-carousel-viewport="">
        <div className="flex" aria-live="polite" data-carousel-track="">
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={text.slides[index]}
              inert={index !== 0}
              className="relative min-w-0 shrink-0 grow-0 basis-full"
              data-testid="carousel-slide"
            >
              {index === 0 ? (
                <SlidePicture slide={slide} first />
              ) : (
                <template data-slide-picture="">
                  <SlidePicture slide={slide} first={false} />
                </template>
              )}
              <SlideCaption slide={slide} />
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? <CarouselViewControls slides={slides} text={text} /> : null}
    </section>
  );
}
