import { getTranslations } from 'next-intl/server';
import { TextPage, textPageMetadata } from '@/components/content/text-page';
import { ButtonLink } from '@/components/ui/button-link';
import { resolvePageLocale } from '@/i18n/page-locale';

export function generateMetadata({
  params,
}: PageProps<'/[locale]/features/free-smart-credit-report'>) {
  return textPageMetadata(params, 'CreditReportPage', '/features/free-smart-credit-report');
}

export default async function Page({
  params,
}: PageProps<'/[locale]/features/free-smart-credit-report'>) {
  await resolvePageLocale(params);
  const t = await getTranslations('Common');
  return (
    <TextPage namespace="CreditReportPage">
      <ButtonLink href="/download_app">{t('getTheApp')}</ButtonLink>
    </TextPage>
  );
}
