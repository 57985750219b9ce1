import { PageFrame } from '@/components/layout/page-frame';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import type { AppLocale } from '@/config/locales';
import { branches } from '@/features/branches/branch-data';
import { localizedPath } from '@/i18n/locale-path';
import { translator } from '@/i18n/translator';
import { bookingDays, slotCapacity } from './booking-slots';

const selectClass =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900';

/**
 * Book a branch visit (Astro): the branch is chosen by a GET form (its free times come with the
 * page, with or without JavaScript), then the booking form (`children`: its island).
 */
export function BookingPageView({
  locale,
  origin,
  branch,
  hasSlots,
  unavailable,
  children,
}: {
  locale: AppLocale;
  origin: string;
  branch: string;
  hasSlots: boolean;
  unavailable: boolean;
  children?: ReactNode;
}) {
  const t = translator(locale, 'BranchBooking');
  const path = '/store-address/book';
  return (
    <PageFrame
      locale={locale}
      origin={origin}
      trail={[
        { name: translator(locale, 'StoreAddress')('title'), path: '/store-address' },
        { name: t('title'), path },
      ]}
    >
      <PageHeading title={t('title')} lead={t('lead', { days: bookingDays })} />
      <form
        method="get"
        action={localizedPath(locale, path)}
        className="mb-8 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-4"
      >
        <label className="min-w-56 flex-1 font-semibold text-slate-900">
          {t('branch.label')}
          <select name="branch" defaultValue={branch} className={selectClass}>
            {branches.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name[locale]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="min-h-11 rounded-md border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('branch.show')}
        </button>
        <p className="w-full text-sm text-slate-600">
          {t('branch.hint', { capacity: slotCapacity })}
        </p>
      </form>
      {hasSlots ? null : (
        <p role="status" className="mb-6 rounded-md border-l-4 border-amber-600 bg-amber-50 p-4">
          {t(unavailable ? 'unavailable' : 'noSlots')}
        </p>
      )}
      {children}
    </PageFrame>
  );
}
