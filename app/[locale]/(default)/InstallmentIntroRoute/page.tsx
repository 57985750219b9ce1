import { getMessages } from 'next-intl/server';
import { textPageMetadata } from '@/components/content/text-page-metadata';
import { env } from '@/env';
import { InstalmentIntroView } from '@/features/planner/instalment-intro-view';
import { InstalmentPlanner } from '@/features/planner/instalment-planner.client';
import { resolvePageLocale } from '@/i18n/page-locale';
import { ClientMessages } from '@/i18n/client-messages';

export function generateMetadata({ params }: PageProps<'/[locale]/InstallmentIntroRoute'>) {
  return textPageMetadata(params, 'InstalmentIntroPage', '/InstallmentIntroRoute');
}

/** The pay-later page: its copy, the HK$10,000 example, the planner (client leaf) and a glossary. */
export default async function Page({ params }: PageProps<'/[locale]/InstallmentIntroRoute'>) {
  const locale = await resolvePageLocale(params);
  const { planner, schedule, interestFree, glossary } = (await getMessages()).InstalmentPlanner;
  return (
    <InstalmentIntroView
      locale={locale}
      origin={env.SITE_ORIGIN}
      planner={
        <ClientMessages
          messages={{ InstalmentPlanner: { planner, schedule, interestFree, glossary } }}
        >
          <InstalmentPlanner />
        </ClientMessages>
      }
    />
  );
}
