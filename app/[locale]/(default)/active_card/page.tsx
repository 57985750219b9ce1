import { getTranslations } from 'next-intl/server';
import { TextPage } from '@/components/content/text-page';
import { textPageMetadata } from '@/components/content/text-page-metadata';
import { env } from '@/env';
import { ButtonLink } from '@/components/ui/button-link';
import { resolvePageLocale } from '@/i18n/page-locale';

export function generateMetadata({ params }: PageProps<'/[locale]/active_card'>) {
  return textPageMetadata(params, 'ActiveCardPage', '/active_card');
}

export default async function Page({ params }: PageProps<'/[locale]/active_card'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations('Common');
  return (
    <TextPage
      locale={locale}
      origin={env.SITE_ORIGIN}
      namespace="ActiveCardPage"
      path="/active_card"
    >
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/open-app-redirect" data-section="activation" data-action="open_app">
          {t('openApp')}
        </ButtonLink>
        <ButtonLink
          href="/download_app"
          variant="secondary"
          data-section="activation"
          data-action="download_app"
        >
          {t('getTheApp')}
        </ButtonLink>
      </div>
    </TextPage>
  );
}
