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

/**
 * A promotion's period as `periodText` writes it, each date kept on one line: a phone would
 * otherwise break 2027年3月31日 before its 日. `text` is the sentence around it, when there is one.
 */
export function PeriodText({
  dates,
  locale,
  text = periodText(dates, locale),
}: {
  dates: { startDate?: string; endDate: string };
  locale: AppLocale;
  text?: string;
}) {
  const whole = [dates.startDate, dates.endDate]
    .filter((date): date is string => Boolean(date))
    .map((date) => formatContentDate(date, locale));
  const escaped = whole.map((date) => date.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text.split(new RegExp(`(${escaped.join('|')})`)).map((part, i) =>
    whole.includes(part) ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
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
