import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { PageHeading } from '@/components/ui/page-heading';
import type { AppLocale } from '@/config/locales';
import { messageKeys } from '@/i18n/message-keys';
import { messagesFor } from '@/i18n/messages-for';
import { translator } from '@/i18n/translator';
import { QrCode } from './qr-code';
import { StoreBadges } from './store-badges';

/** The app's download page: what it does, the stores, and (wide screens) a QR code to the redirect. */
export function DownloadAppView({
  locale,
  origin,
  qr,
}: {
  locale: AppLocale;
  origin: string;
  /** The QR code's SVG of the download redirect (qrSvg, in the page's locale). */
  qr: string;
}) {
  const t = translator(locale, 'DownloadApp');
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-[1fr_auto]">
      <BreadcrumbJsonLd
        locale={locale}
        origin={origin}
        trail={[{ name: t('title'), path: '/download_app' }]}
      />
      <div>
        <PageHeading title={t('title')} lead={t('lead')} />
        <ul className="mb-8 list-disc space-y-2 pl-6 text-slate-700">
          {messageKeys(messagesFor(locale).DownloadApp.features).map((key) => (
            <li key={key}>{t(`features.${key}`)}</li>
          ))}
        </ul>
        <StoreBadges locale={locale} section="stores" />
      </div>
      <aside className="hidden flex-col items-center gap-3 md:flex" data-testid="download-qr">
        <QrCode svg={qr} label={t('qrLabel')} />
        <p className="max-w-44 text-center text-sm text-slate-600">{t('qrHint')}</p>
      </aside>
    </div>
  );
}
