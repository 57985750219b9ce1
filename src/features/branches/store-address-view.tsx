import type { ReactNode } from 'react';
import { breadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeading } from '@/components/ui/page-heading';
import type { AppLocale } from '@/config/locales';
import { messagesFor } from '@/i18n/messages-for';
import { translator } from '@/i18n/translator';
import { BookVisitLink } from '@/features/branch-booking/book-visit-link';
import type { DateKey } from '@/lib/hong-kong-time';

type Props = {
  locale: AppLocale;
  origin: string;
  /** The branches' structured data (branch-json-ld.ts). */
  jsonLd: unknown;
  /** Hong Kong general holidays (date key -> name) for live-hours.script.ts. */
  holidays: Record<DateKey, string>;
  /** The finder (island) with the server-rendered list inside. */
  children: ReactNode;
};

/** The branch finder page: heading, notices, then the finder; its live hours read `data-live-hours`. */
export function StoreAddressView({ locale, origin, jsonLd, holidays, children }: Props) {
  const t = translator(locale, 'StoreAddress');
  const home = translator(locale, 'ContentCommon')('home');
  const trail = [
    { name: home, path: '/' },
    { name: t('title'), path: '/store-address' },
  ];
  const liveHours = { locale, holidays, messages: messagesFor(locale).StoreAddress.status };
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <JsonLd data={jsonLd} />
      <JsonLd data={breadcrumbJsonLd(trail, locale, origin)} />
      <PageHeading title={t('title')} lead={t('lead')} />
      <p
        className="mb-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        data-testid="sample-notice"
      >
        {t('sampleNotice')}
      </p>
      <p className="mb-6 text-sm text-slate-600">{t('holidayNote')}</p>
      <BookVisitLink locale={locale} className="mb-6" />
      <div data-live-hours={JSON.stringify(liveHours)}>{children}</div>
    </div>
  );
}
