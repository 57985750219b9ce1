import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';
import { telHref } from '@/lib/tel-href';
import type { Branch } from './branch-data';
import { regularHours } from './branch-hours';
import { directionsUrl } from './directions';
import { BookVisitLink } from '@/features/branch-booking/book-visit-link';
import type { Weekday } from '@/lib/hong-kong-time';

const weekOrder: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/**
 * One branch: name, live status, address, phone, regular hours, this week, directions. The status
 * line is reserved empty and the week is the regular one; live-hours.script.ts fills in the status
 * and dates the week (from the rule in `data-rule`), so nothing moves when it starts.
 */
export function BranchCardView({ locale, branch }: { locale: AppLocale; branch: Branch }) {
  const t = translator(locale, 'StoreAddress');
  const name = branch.name[locale];
  const rule = { weekdays: branch.weekdays, saturday: branch.saturday };
  return (
    <article
      id={branch.id}
      aria-labelledby={`${branch.id}-name`}
      className="scroll-mt-20 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="branch"
      data-rule={JSON.stringify(rule)}
    >
      <h3
        id={`${branch.id}-name`}
        className="flex flex-wrap items-center gap-2 text-lg font-semibold"
      >
        {name}
        {branch.headOffice ? (
          <span className="rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
            {t('headOffice')}
          </span>
        ) : null}
      </h3>
      <p className="min-h-6" data-testid="open-status" />
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('address')}</dt>
        <dd>{branch.address[locale]}</dd>
        <dt className="text-slate-600">{t('phone')}</dt>
        <dd>
          <a
            href={telHref(branch.phone)}
            aria-label={t('callLabel', { name, phone: branch.phone })}
            className="text-brand-700 underline underline-offset-2"
          >
            {branch.phone}
          </a>
        </dd>
      </dl>
      <h4 className="mt-3 text-sm font-semibold">{t('regularHours')}</h4>
      <ul className="text-sm text-slate-700">
        <li>{t('weekdays', branch.weekdays)}</li>
        <li>{branch.saturday ? t('saturdayOpen', branch.saturday) : t('saturdayClosed')}</li>
        <li>{t('sundayHolidays')}</li>
      </ul>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer rounded text-brand-700 underline-offset-2 hover:underline">
          {t('status.thisWeek')}
        </summary>
        <div data-holidays-this-week="" />
        <table className="mt-2 w-full text-left [&_td]:py-0.5 [&_th]:py-0.5 [&_th]:pr-3 [&_th]:font-normal">
          <caption className="sr-only">{t('status.thisWeek')}</caption>
          <tbody data-week="">
            {weekOrder.map((day) => {
              const hours = regularHours(rule, day);
              return (
                <tr key={day}>
                  <th scope="row">{t('status.weekdays', { day })}</th>
                  <td>{hours ? t('status.hours', hours) : t('status.closedDay')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
      <a
        href={directionsUrl(branch)}
        aria-label={t('directionsLabel', { name })}
        className="mt-3 inline-flex min-h-11 items-center rounded-md border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('directions')}
      </a>
      <BookVisitLink locale={locale} branch={{ id: branch.id, name }} className="mt-3 ml-2" />
    </article>
  );
}
