import { getMessages, getTranslations } from 'next-intl/server';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { PageHeading } from '@/components/ui/page-heading';
import { QrCode, qrSvg } from '@/features/app-handoff/qr-code';
import { StoreBadges } from '@/features/app-handoff/store-badges';
import { env } from '@/env';
import { messageKeys } from '@/i18n/message-keys';
import { resolvePageLocale } from '@/i18n/page-locale';
import { localizedPath } from '@/i18n/localized-path';
import { pageMetadata } from '@/components/seo/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/download_app'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'DownloadApp' });
  return pageMetadata({
    locale,
    path: '/download_app',
    title: t('metaTitle'),
    description: t('lead'),
  });
}

export default async function Page({ params }: PageProps<'/[locale]/download_app'>) {
  const locale = await resolvePageLocale(params);
  const [t, messages] = await Promise.all([getTranslations('DownloadApp'), getMessages()]);
  const redirectUrl = new URL(localizedPath(locale, '/download-app-redirect'), env.SITE_ORIGIN)
    .href;
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-[1fr_auto]">
      <BreadcrumbJsonLd
        locale={locale}
        origin={env.SITE_ORIGIN}
        trail={[{ name: t('title'), path: '/download_app' }]}
      />
      <div>
        <PageHeading title={t('title')} lead={t('lead')} />
        <ul className="mb-8 list-disc space-y-2 pl-6 text-slate-700">
          {messageKeys(messages.DownloadApp.features).map((key) => (
            <li key={key}>{t(`features.${key}`)}</li>
          ))}
        </ul>
        <StoreBadges locale={locale} section="stores" />
      </div>
      <aside className="hidden flex-col items-center gap-3 md:flex" data-testid="download-qr">
        <QrCode svg={await qrSvg(redirectUrl)} label={t('qrLabel')} />
        <p className="max-w-44 text-center text-sm text-slate-600">{t('qrHint')}</p>
      </aside>
    </div>
  );
}
