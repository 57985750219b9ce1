import { env } from '@/env';
import { renderTime } from '@/content/dates';
import { getTranslations } from 'next-intl/server';
import { getContent, isPreview } from '@/content/queries';
import { ScrollReveal } from '@/components/content/scroll-reveal.client';
import { PromotionsView } from '@/features/promotions/promotions-view';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/promotions'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Promotions' });
  return pageMetadata({
    locale,
    path: '/promotions',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

/** Latest offers, the cardholder offers zone, past offers, and an apply-now button. */
export default async function Page({ params }: PageProps<'/[locale]/promotions'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <PromotionsView
        locale={locale}
        origin={env.SITE_ORIGIN}
        preview={await isPreview()}
        promotions={await (await getContent()).promotions(locale)}
        now={renderTime()}
      />
      <ScrollReveal />
    </>
  );
}
