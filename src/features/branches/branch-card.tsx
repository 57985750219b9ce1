import { getLocale, getTranslations } from 'next-intl/server';
import type { Branch } from './branch-data';
import { directionsUrl } from './directions';
import { OpenNowStatus, ThisWeekHours } from './live-hours.client';
import { telHref } from '@/lib/tel-href';

/** One branch: name, live status (client), address, phone, regular hours (server), directions. */
export async function BranchCard({ branch }: { branch: Branch }) {
  const [t, locale] = await Promise.all([getTranslations('StoreAddress'), getLocale()]);
  const name = branch.name[locale];
  const rule = { weekdays: branch.weekdays, saturday: branch.saturday };
  return (
    <article
      id={branch.id}
      aria-labelledby={`${branch.id}-name`}
      className="scroll-mt-20 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="branch"
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
      <OpenNowStatus rule={rule} />
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
      <ThisWeekHours rule={rule} />
      <a
        href={directionsUrl(branch)}
        aria-label={t('directionsLabel', { name })}
        className="mt-3 inline-flex min-h-11 items-center rounded-md border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('directions')}
      </a>
    </article>
  );
}
