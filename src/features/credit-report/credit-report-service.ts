import QRCode from 'qrcode';
import type { AppLocale } from '@/config/locales';
import { env } from '@/env';
import { textHash } from '@/config/consent-documents';
import type { ServeContext } from '@/server/api/route-options';
import { ApiError } from '@/server/api/api-error';
import { consentExists, termsConsentRecord } from './credit-report-repository';
import type { QrCodeRequest } from './credit-report-schema';
import { creditReportTerms } from './credit-report-terms';

const termsHash = (locale: AppLocale) => textHash(JSON.stringify(creditReportTerms.text[locale]));

export async function currentTerms({ locale }: { locale: AppLocale }) {
  const { version, effectiveDate, text } = creditReportTerms;
  return { version, locale, effectiveDate, hash: termsHash(locale), ...text[locale] };
}

export function agreeToTerms(
  { version, locale }: { version: string; locale: AppLocale },
  { storeSubmission }: ServeContext,
) {
  if (version !== creditReportTerms.version) throw new ApiError(409, 'terms_version_outdated');
  const record = termsConsentRecord({ version, hash: termsHash(locale), locale });
  return storeSubmission(record, (stored) => ({
    consentReference: stored.reference,
    version,
    recordedAt: stored.createdAt.toISOString(),
  }));
}

const localePath = (locale: AppLocale, path: string) =>
  locale === 'en-US' ? `/en-US${path}` : path;

/** The allow-list: each target maps to one fixed path on this site. */
function targetUrl({ target, consentReference, locale }: QrCodeRequest): URL {
  switch (target) {
    case 'app_download':
      return new URL(localePath(locale, '/download-app-redirect'), env.SITE_ORIGIN);
    case 'credit_report_handoff': {
      const url = new URL(localePath(locale, '/open-app-redirect'), env.SITE_ORIGIN);
      url.searchParams.set('target', 'credit_report');
      url.searchParams.set('consent', consentReference ?? '');
      return url;
    }
  }
}

const qrSvg = (url: string) =>
  QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });

export async function qrCode(request: QrCodeRequest, { db }: ServeContext) {
  if (
    request.target === 'credit_report_handoff' &&
    !(await consentExists(await db(), request.consentReference ?? ''))
  ) {
    throw new ApiError(404, 'not_found');
  }
  const url = targetUrl(request).toString();
  return { target: request.target, url, svg: await qrSvg(url) };
}

/**
 * The hand-off QR code for a consent this request has just recorded (the page answering a plain
 * post): the same code `qrCode` draws, without looking the reference up again.
 */
export function handoffQrSvg(locale: AppLocale, consentReference: string): Promise<string> {
  return qrSvg(targetUrl({ target: 'credit_report_handoff', consentReference, locale }).toString());
}
