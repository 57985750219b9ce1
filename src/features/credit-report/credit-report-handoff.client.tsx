import { useLocale, useTranslations } from 'use-intl';
import { useEffect, useRef, useState } from 'react';
import { submitJson } from '@/components/forms/submit-client';
import { localizedPath } from '@/i18n/locale-path';

type Qr = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; svg: string };

/** The QR code: drawn on the server after a plain post (`svg`), else asked of the API on a desktop. */
function QrCode({ consentReference, svg }: { consentReference: string; svg?: string }) {
  const t = useTranslations('CreditReportFlow.handoff');
  const locale = useLocale();
  const [qr, setQr] = useState<Qr>(svg ? { state: 'ready', svg } : { state: 'loading' });
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // A phone or tablet never shows the QR code (the stylesheet's `handheld` variant hides it, and
    // an element under `display: none` has no offsetParent): nothing to draw.
    if (svg || status.current?.offsetParent === null) return;
    let live = true;
    void import('./credit-report-endpoints')
      .then(({ qrCodeEndpoint }) =>
        submitJson<{ svg: string }>({
          url: qrCodeEndpoint.path,
          body: { target: 'credit_report_handoff', consentReference, locale },
        }),
      )
      .then(
        (outcome): Qr =>
          outcome.ok ? { state: 'ready', svg: outcome.data.svg } : { state: 'failed' },
        (): Qr => ({ state: 'failed' }),
      )
      .then((next) => {
        if (live) setQr(next);
      });
    return () => {
      live = false;
    };
  }, [svg, consentReference, locale]);
  if (qr.state === 'loading')
    return (
      <p ref={status} role="status">
        {t('qrLoading')}
      </p>
    );
  if (qr.state === 'failed') return <p role="alert">{t('qrFailed')}</p>;
  return (
    // A data URL drawn by the API: a plain image.
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
      alt={t('qrAlt')}
      width={220}
      height={220}
      className="rounded-lg border border-slate-200 bg-white p-2"
      data-testid="handoff-qr"
    />
  );
}

/**
 * After the consent: the way into the app, carrying the consent reference (never personal data).
 * A phone gets a button and a desktop a QR code, chosen by the stylesheet: the same markup on the
 * server (a plain post's answer) and in the browser.
 */
export function CreditReportHandoff({
  consentReference,
  qrSvg,
}: {
  consentReference: string;
  qrSvg?: string;
}) {
  const t = useTranslations('CreditReportFlow.handoff');
  const locale = useLocale();
  const appLink = `${localizedPath(locale, '/open-app-redirect')}?target=credit_report&consent=${encodeURIComponent(consentReference)}`;
  return (
    <section aria-labelledby="handoff-heading" className="mt-6" data-testid="handoff">
      <h3 id="handoff-heading" className="text-lg font-semibold">
        {t('heading')}
      </h3>
      <div className="hidden handheld:block">
        <p className="mt-2 leading-7">{t('phone')}</p>
        <a
          href={appLink}
          className="mt-4 inline-flex min-h-12 items-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-900"
          data-testid="handoff-open-app"
        >
          {t('open')}
        </a>
      </div>
      <div className="handheld:hidden">
        <p className="mt-2 leading-7">{t('desktop')}</p>
        <div className="mt-4">
          <QrCode consentReference={consentReference} svg={qrSvg} />
        </div>
      </div>
      <p className="mt-4 text-sm">
        {t('noApp')}{' '}
        <a
          href={localizedPath(locale, '/download_app')}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {t('download')}
        </a>
      </p>
    </section>
  );
}
