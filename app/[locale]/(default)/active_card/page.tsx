import { textPageMetadata } from '@/components/content/text-page-metadata';
import { env } from '@/env';
import { ActiveCardView } from '@/features/app-handoff/active-card-view';
import { resolvePageLocale } from '@/i18n/page-locale';

export function generateMetadata({ params }: PageProps<'/[locale]/active_card'>) {
  return textPageMetadata(params, 'ActiveCardPage', '/active_card');
}

export default async function Page({ params }: PageProps<'/[locale]/active_card'>) {
  return <ActiveCardView locale={await resolvePageLocale(params)} origin={env.SITE_ORIGIN} />;
}
