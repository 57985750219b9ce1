import { TextPage, textPageMetadata } from '@/components/content/text-page';
import { resolvePageLocale } from '@/i18n/page-locale';

export function generateMetadata({ params }: PageProps<'/[locale]/account_delete'>) {
  return textPageMetadata(params, 'AccountDeletePage', '/account_delete');
}

export default async function Page({ params }: PageProps<'/[locale]/account_delete'>) {
  await resolvePageLocale(params);
  return <TextPage namespace="AccountDeletePage" />;
}
