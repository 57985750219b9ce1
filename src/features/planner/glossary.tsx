import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';

const terms = ['handlingFee', 'ear', 'instalment', 'interestFree'] as const;

/** Every glossary definition in plain text, for touch screens and readers who skip the tooltips. */
export function Glossary({ locale }: { locale: AppLocale }) {
  const t = translator(locale, 'InstalmentPlanner.glossary');
  return (
    <section aria-labelledby="glossary-heading" className="mt-8">
      <h2 id="glossary-heading" className="text-xl font-semibold">
        {t('heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('hint')}</p>
      <dl className="mt-3 space-y-3">
        {terms.map((term) => (
          <div key={term}>
            <dt className="font-semibold">{t(`${term}.term`)}</dt>
            <dd className="leading-7 text-slate-700">{t(`${term}.definition`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
