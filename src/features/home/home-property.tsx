import type { AppLocale } from '@/config/locales';
import { LinkList } from '@/components/ui/link-list';
import { translator } from '@/i18n/translator';
import { trackedButton } from '@/features/analytics/tracked-buttons';
import { PageSection } from '@/components/layout/page-section';

const cards = [
  { key: 'ownerLoan', href: '/property-owner-loan' },
  { key: 'valuation', href: '/property-valuation' },
] as const;

/** The home page's way to the property-owner loan and the free valuation. */
export function HomeProperty({ locale }: { locale: AppLocale }) {
  const t = translator(locale, 'Home.property');
  return (
    <PageSection id="property" title={t('title')} background="bg-brand-50">
      <p className="mt-3 max-w-3xl text-slate-700">{t('body')}</p>
      <LinkList
        locale={locale}
        links={cards}
        className="mt-6 grid gap-4 sm:grid-cols-2"
        linkClassName="block h-full rounded-lg border border-slate-200 bg-white p-5 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        attributes={({ key }) => trackedButton('property', key)}
      >
        {({ key }) => (
          <>
            <h3 className="text-lg font-bold text-brand-700">{t(`${key}.title`)}</h3>
            <p className="mt-2 text-slate-700">{t(`${key}.body`)}</p>
            <span className="mt-3 inline-block font-semibold text-slate-900 underline underline-offset-2">
              {t(`${key}.cta`)}
            </span>
          </>
        )}
      </LinkList>
    </PageSection>
  );
}
