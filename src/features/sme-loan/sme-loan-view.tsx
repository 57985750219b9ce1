import type { ComponentProps, ReactNode } from 'react';
import { EnquirySection, LoanFrame, LoanHero } from '@/components/layout/loan-page';
import { LoanActions } from '@/features/loan-calculator/loan-actions';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLinkView } from '@/components/ui/button-link-view';
import { LoanExampleTable } from '@/features/loan-calculator/loan-example-table';
import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { formatHkd } from '@/i18n/format';
import { translator } from '@/i18n/translator';
import { smeLoanJsonLd } from './loan-json-ld';
import type { LoanProductTerms } from '@/features/loan-calculator/loan-terms';
import { SmeContent } from './sme-content';

/**
 * The SME loan product page (Astro): the offer, the warning, an example with its rate, the
 * calculator and the enquiry (`calculator`, `enquiry`: islands given by the route; until then a link
 * to the application), the SME space's content. `terms`: the product's published terms (its entry).
 */
export function SmeLoanView({
  locale,
  origin,
  terms: bounds,
  content,
  calculator,
  enquiry,
}: {
  locale: AppLocale;
  origin: string;
  terms: LoanProductTerms;
  content: Omit<ComponentProps<typeof SmeContent>, 'locale'>;
  calculator?: ReactNode;
  enquiry?: ReactNode;
}) {
  const t = translator(locale, 'SmeLoanPage');
  const apply = { href: '/sme-loan/apply', label: t('apply') };
  const actions = (
    <LoanActions locale={locale} apply={apply} other={{ href: '#enquiry', label: t('enquire') }} />
  );
  const days = site.sme.approvalWorkingDays;
  const points = [
    t('points.fast', { days }),
    t('points.noCollateral'),
    t('points.amounts', {
      min: formatHkd(bounds.minAmount, locale),
      max: formatHkd(bounds.maxAmount, locale),
      minMonths: bounds.minMonths,
      maxMonths: bounds.maxMonths,
    }),
  ];
  const description = t('metaDescription', { brand: site.smeBrand[locale], days });
  return (
    <LoanFrame locale={locale} origin={origin} crumb={{ name: t('metaTitle'), path: '/sme-loan' }}>
      <JsonLd data={smeLoanJsonLd({ locale, origin, description, terms: bounds })} />
      <LoanHero
        locale={locale}
        title={site.smeBrand[locale]}
        brandTitle
        lead={t('lead')}
        points={points}
        actions={actions}
      />
      <LoanExampleTable locale={locale} page="sme" terms={bounds} />
      {calculator}
      {/* After the figures, not in the offer: the warning keeps its place under the offer. */}
      <p className="mt-6">
        <ButtonLinkView locale={locale} href="/sme-loan/eligibility" variant="secondary">
          {t('eligibilityLink')}
        </ButtonLinkView>
      </p>

      <EnquirySection locale={locale} namespace="SmeLoanPage" form={enquiry} apply={apply} />
      <SmeContent locale={locale} {...content} />
    </LoanFrame>
  );
}
