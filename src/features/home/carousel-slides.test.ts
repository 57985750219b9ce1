import { describe, expect, it } from 'vitest';
import type { BannerSlide } from '@/content/model';
import { slideLink, toCarouselSlides } from './carousel-slides';

const image = (name: string, width: number, height: number) => ({
  kind: 'asset' as const,
  id: name,
  title: name,
  description: '',
  url: `//images.ctfassets.net/s/${name}/t/${name}.png`,
  contentType: 'image/png',
  fileName: `${name}.png`,
  width,
  height,
});
const slide = (
  slug: string,
  order: number,
  img: ReturnType<typeof image>,
  extra: Partial<BannerSlide> = {},
): BannerSlide => ({
  id: slug,
  title: `alt ${slug}`,
  slug,
  order,
  image: img,
  ...extra,
});

describe('carousel slides', () => {
  it('pairs desktop and mobile slides by slug, in desktop order, with both picture sizes', () => {
    const slides = toCarouselSlides(
      [
        slide('a', 1, image('da', 1600, 640), {
          heading: 'A',
          ctaLabel: 'Go',
          link: '/promotions',
        }),
        slide('b', 2, image('db', 1600, 640)),
      ],
      [
        slide('b', 1, image('mb', 750, 900)),
        slide('a', 2, image('ma', 750, 900)),
        slide('c', 3, image('mc', 750, 900)),
      ],
      'https://site.example',
    );
    expect(slides.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(slides[0]).toMatchObject({
      alt: 'alt a',
      heading: 'A',
      cta: { label: 'Go', href: '/promotions', external: false },
      desktop: {
        src: 'https://images.ctfassets.net/s/da/t/da.png?w=800&fm=webp',
        width: 800,
        height: 320,
      },
      mobile: {
        src: 'https://images.ctfassets.net/s/ma/t/ma.png?w=400&fm=webp',
        width: 400,
        height: 480,
      },
    });
    expect(slides[0]?.desktop.srcSet).toContain('?w=1600&fm=webp 1600w');
    expect(slides[2]?.desktop.src).toContain('/mc/');
  });

  it('drops script links, keeps other sites external and strips a locale prefix', () => {
    expect(slideLink('javascript:alert(1)', 'https://site.example')).toBeUndefined();
    expect(slideLink('https://apps.apple.com/hk/app', 'https://site.example')).toEqual({
      href: 'https://apps.apple.com/hk/app',
      external: true,
    });
    expect(slideLink('/en-US/faq#bnpl', 'https://site.example')).toEqual({
      href: '/faq#bnpl',
      external: false,
    });
  });
});
