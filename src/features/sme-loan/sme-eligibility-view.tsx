import { PageFrame } from '@/components/layout/page-frame';
import { LoanHero } from '@/components/layout/loan-page';
import { ButtonLinkView } from '@/components/ui/button-link-view';
import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';
import { SmeEligibilityForm } from './sme-eligibility-form';
import type { EligibilityRead } from './sme-eligibility-query';
import { SmeEligibilityResult } from './sme-eligibility-result';

/**
 * The SME eligibility pre-check (`/sme-loan/eligibility`): the offer's heading with the lender's
 * licence and the risk warning, the answer to the query's answers, then the six questions. The
 * server renders it all: no JavaScript, nothing stored.
 */
export function SmeEligibilityView({
  locale,
  origin,
  read,
  thisYear,
}: {
  locale: AppLocale;
  origin: string;
  read: EligibilityRead;
  thisYear: number;
}) {
  const t = translator(locale, 'SmeEligibility');
  const sme = translator(locale, 'SmeLoanPage');
  return (
    <PageFrame
      locale={locale}
      origin={origin}
      trail={[
        { name: sme('metaTitle'), path: '/sme-loan' },
        { name: t('title'), path: '/sme-loan/eligibility' },
      ]}
    >
      <LoanHero
        locale={locale}
        title={t('title')}
        lead={t('lead')}
        points={[t('points.nothingStored'), t('points.documents')]}
        actions={null}
      />
      <SmeEligibilityResult locale={locale} read={read} thisYear={thisYear} />
      <SmeEligibilityForm locale={locale} read={read} />
      <p className="mt-10">
        <ButtonLinkView locale={locale} href="/sme-loan" variant="secondary">
          {t('back')}
        </ButtonLinkView>
      </p>
    </PageFrame>
  );
}
