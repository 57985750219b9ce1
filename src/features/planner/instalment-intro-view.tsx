import type { ReactNode } from 'react';
import { TextPage } from '@/components/content/text-page';
import { CardDisclosures } from '@/components/layout/card-disclosures';
import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';
import { Glossary } from './glossary';
import { PlanComparison } from './plan-comparison';
import { downloadAppLink, TrackedButtonLink } from '@/features/analytics/tracked-button-links';

/**
 * The pay-later page: its copy, the HK$10,000 example, the planner (`planner`: an island), the
 * glossary and the way to the app.
 */
export function InstalmentIntroView({
  locale,
  origin,
  planner,
}: {
  locale: AppLocale;
  /** The site's origin, for the breadcrumb's absolute URLs. */
  origin: string;
  planner: ReactNode;
}) {
  const t = translator(locale, 'InstalmentPlanner');
  return (
    <TextPage
      locale={locale}
      origin={origin}
      namespace="InstalmentIntroPage"
      path="/InstallmentIntroRoute"
      underTitle={<CardDisclosures locale={locale} />}
    >
      <PlanComparison locale={locale} />
      {planner}
      <Glossary locale={locale} />
      <TrackedButtonLink
        locale={locale}
        section="cta"
        link={downloadAppLink(t('cta'))}
        className="mt-6"
      />
    </TextPage>
  );
}
