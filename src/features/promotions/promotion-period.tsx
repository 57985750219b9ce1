import type { AppLocale } from '@/config/locales';
import { periodOf, type Period } from '@/content/dates';
import { formatContentDate } from '@/components/content/format';
import { translator } from '@/i18n/translator';

/** "1 Oct 2026 to 31 Mar 2027", or "Until 31 Mar 2027" without a start date. */
export function periodText(
  { startDate, endDate }: { startDate?: string; endDate: string },
  locale: AppLocale,
): string {
  const t = translator(locale, 'ContentCommon');
  const end = formatContentDate(endDate, locale);
  return startDate
    ? t('periodRange', { start: formatContentDate(startDate, locale), end })
    : t('periodUntil', { end });
}

const badgeStyles: Record<Period, string> = {
  active: 'bg-emerald-50 text-emerald-800',
  upcoming: 'bg-sky-50 text-sky-800',
  ended: 'bg-slate-200 text-slate-700',
};

/** On now / coming soon / ended, as of `now`. */
export function PeriodBadge({
  locale,
  dates,
  now,
}: {
  locale: AppLocale;
  dates: { startDate?: string; endDate: string };
  now: number;
}) {
  const t = translator(locale, 'ContentCommon');
  const period = periodOf(dates, now);
  const label = {
    active: t('statusActive'),
    upcoming: t('statusUpcoming'),
    ended: t('statusEnded'),
  }[period];
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${badgeStyles[period]}`}>
      {label}
    </span>
  );
}
