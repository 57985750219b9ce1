import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';

/**
 * The privacy page's analytics switch: off stops every event from this browser. The choice lives in
 * the browser, so the server renders the switch disabled and analytics-opt-out-switch.script.ts
 * shows this browser's choice and turns it on (a button and a line of text: no React island).
 */
export function AnalyticsOptOutSwitchView({ locale }: { locale: AppLocale }) {
  const t = translator(locale, 'AnalyticsOptOut');
  return (
    <section
      aria-labelledby="analytics-choice-heading"
      className="mt-6 rounded-lg border border-slate-200 p-4"
      data-analytics-opt-out=""
      data-status-on={t('statusOn')}
      data-status-off={t('statusOff')}
    >
      <h2 id="analytics-choice-heading" className="text-lg font-semibold">
        {t('heading')}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked="true"
          aria-labelledby="analytics-choice-label"
          disabled
          data-testid="analytics-opt-out"
          data-label-on={t('on')}
          data-label-off={t('off')}
          className="inline-flex min-h-11 min-w-20 items-center justify-center rounded-full border border-brand-700 px-4 font-semibold aria-checked:bg-brand-700 aria-checked:text-white disabled:opacity-50"
        >
          {t('on')}
        </button>
        <span id="analytics-choice-label">{t('label')}</span>
      </div>
      <p
        className="mt-3 text-sm text-slate-700"
        aria-live="polite"
        data-testid="analytics-opt-out-status"
      />
    </section>
  );
}
