import { getTranslations } from 'next-intl/server';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { PageHeading } from '@/components/ui/page-heading';
import { env } from '@/env';
import { marketingConsentText } from '@/config/consent-documents';
import { clientMessages } from '@/components/forms/client-messages';
import { ValuationForm } from '@/features/valuation/valuation-form.client';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ClientMessages } from '@/i18n/client-messages';
import { HydrateOnFirstUse } from '@/components/forms/hydrate-on-first-use.client';
import { CollectionStatement } from '@/components/forms/collection-statement';

export async function generateMetadata({ params }: PageProps<'/[locale]/property-valuation'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'PropertyValuation' });
  return pageMetadata({
    locale,
    path: '/property-valuation',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

/** Property valuation: estate or address in, the result page (its own URL) out. */
export default async function Page({ params }: PageProps<'/[locale]/property-valuation'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations('PropertyValuation');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <BreadcrumbJsonLd
        locale={locale}
        origin={env.SITE_ORIGIN}
        trail={[{ name: t('title'), path: '/property-valuation' }]}
      />
      <PageHeading title={t('title')} lead={t('lead')} />
      <HydrateOnFirstUse>
        <ClientMessages messages={await clientMessages('Forms', 'PropertyValuation')}>
          <ValuationForm
            statement={<CollectionStatement purpose="valuation" />}
            minFillMs={env.FORM_MIN_FILL_MS}
            marketingText={marketingConsentText(locale)}
          />
        </ClientMessages>
      </HydrateOnFirstUse>
    </div>
  );
}
