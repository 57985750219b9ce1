import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { periodOf, renderTime } from '@/content/dates';
import { shareImage } from '@/content/images';
import { getContent, isPreview } from '@/content/queries';
import { env } from '@/env';
import { ScrollReveal } from '@/components/content/scroll-reveal.client';
import { PromoCode } from '@/features/promotions/promo-code.client';
import { promoCodeLabels } from '@/features/promotions/promo-code-labels';
import { PromotionView } from '@/features/promotions/promotion-view';
import { resolvePageLocale } from '@/i18n/page-locale';
import { routing } from '@/i18n/routing';
import { pageMetadata } from '@/components/seo/page-metadata';
import { isValidSlug } from '@/lib/slug';

/** Only published slugs exist: an unknown one is a 404 that is never rendered or cached (no ISR entry per probe). */
export const dynamicParams = false;

export async function generateStaticParams() {
  const content = await getContent();
  const params: Array<{ locale: string; slug: string }> = [];
  for (const locale of routing.locales)
    for (const { slug } of await content.promotions(locale)) params.push({ locale, slug });
  return params;
}

async function load(params: PageProps<'/[locale]/promotions/[slug]'>['params']) {
  const locale = await resolvePageLocale(params);
  const { slug } = await params;
  if (!isValidSlug(slug)) notFound();
  const promotions = await (await getContent()).promotions(locale);
  const promotion = promotions.find((p) => p.slug === slug);
  if (!promotion) notFound();
  return { locale, promotion, promotions };
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/promotions/[slug]'>): Promise<Metadata> {
  const { locale, promotion } = await load(params);
  return pageMetadata({
    locale,
    path: `/promotions/${promotion.slug}`,
    title: promotion.title,
    description: promotion.summary,
    ...(promotion.coverImage ? { image: shareImage(promotion.coverImage, promotion.title) } : {}),
  });
}

export default async function Page({ params }: PageProps<'/[locale]/promotions/[slug]'>) {
  const { locale, promotion, promotions } = await load(params);
  const now = renderTime();
  const others = promotions
    .filter((p) => p.slug !== promotion.slug && periodOf(p, now) !== 'ended')
    .slice(0, 3);
  const code = promotion.promoCode;
  return (
    <>
      <PromotionView
        promotion={promotion}
        others={others}
        locale={locale}
        origin={env.SITE_ORIGIN}
        preview={await isPreview()}
        now={now}
        promoCode={code ? <PromoCode code={code} labels={promoCodeLabels(locale, code)} /> : null}
      />
      <ScrollReveal />
    </>
  );
}
