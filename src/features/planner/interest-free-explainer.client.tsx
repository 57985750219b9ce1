import { useLocale, useTranslations } from 'use-intl';
import { site } from '@/config/site';
import type { DateKey } from '@/lib/hong-kong-time';
import { formatDateKey } from './format';
import { latestInterestFreeDate } from './plan';

const days = site.card.interestFreeDaysMax;

/** How the up-to-46-day interest-free period works, with the chosen purchase date as the example. */
export function InterestFreeExplainer({ purchaseDate }: { purchaseDate: DateKey | null }) {
  const t = useTranslations('InstalmentPlanner.interestFree');
  const locale = useLocale();
  return (
    <div className="mt-6" data-testid="interest-free">
      <h3 className="text-lg font-semibold">{t('heading')}</h3>
      <p className="mt-2 leading-7 text-slate-700">{t('cycle')}</p>
      {purchaseDate ? (
        <p className="mt-2 leading-7 text-slate-700" data-testid="interest-free-example">
          {t('example', {
            date: formatDateKey(purchaseDate, locale),
            latest: formatDateKey(latestInterestFreeDate(purchaseDate, days), locale),
            days,
          })}
        </p>
      ) : null}
      <p className="mt-2 leading-7 text-slate-700">{t('instalments')}</p>
    </div>
  );
}
