import { getMessages, getTranslations } from 'next-intl/server';
import { TextPage } from '@/components/content/text-page';
import { textPageMetadata } from '@/components/content/text-page-metadata';
import { env } from '@/env';
import { CardDisclosures } from '@/components/layout/card-disclosures';
import { ButtonLink } from '@/components/ui/button-link';
import { Glossary } from '@/features/planner/glossary';
import { InstalmentPlanner } from '@/features/planner/instalment-planner.client';
import { PlanComparison } from '@/features/planner/plan-comparison';
import { resolvePageLocale } from '@/i18n/page-locale';
import { ClientMessages } from '@/i18n/client-messages';

export function generateMetadata({ params }: PageProps<'/[locale]/InstallmentIntroRoute'>) {
  return textPageMetadata(params, 'InstalmentIntroPage', '/InstallmentIntroRoute');
}

/** The pay-later page: its copy, the HK$10,000 example, the planner (client leaf) and a glossary. */
export default async function Page({ params }: PageProps<'/[locale]/InstallmentIntroRoute'>) {
  const locale = await resolvePageLocale(params);
  const [t, messages] = await Promise.all([getTranslations('InstalmentPlanner'), getMessages()]);
  const { planner, schedule, interestFree, glossary } = messages.InstalmentPlanner;
  return (
    <TextPage
      locale={locale}
      origin={env.SITE_ORIGIN}
      namespace="InstalmentIntroPage"
      path="/InstallmentIntroRoute"
      underTitle={
        <>
          <CardDisclosures locale={locale} />
        </>
      }
    >
      <PlanComparison locale={locale} />
      <ClientMessages
        messages={{ InstalmentPlanner: { planner, schedule, interestFree, glossary } }}
      >
        <InstalmentPlanner />
      </ClientMessages>
      <Glossary locale={locale} />
      <ButtonLink
        href="/download_app"
        className="mt-6"
        data-section="cta"
        data-action="download_app"
      >
        {t('cta')}
      </ButtonLink>
    </TextPage>
  );
}
