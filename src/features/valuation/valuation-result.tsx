import { RiskWarning } from '@/components/layout/risk-warning';
import { ButtonLinkView } from '@/components/ui/button-link-view';
import type { AppLocale } from '@/config/locales';
import { formatHkd, formatHkDate } from '@/i18n/format';
import { translator } from '@/i18n/translator';
import { localizedPlace } from './valuation-provider';
import type { ValuationView } from './valuation-schema';

/** A date-only ISO string is a Hong Kong calendar day. */
const hkDate = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00+08:00` : iso);

/**
 * A valuation as the visitor sees it: the property (estate and district in the page's language), one
 * estimate with its band (±5 % for a known flat, wider for an estate only) or "pending manual
 * review", the caveats, the next step. A pure view of its props.
 */
export function ValuationResult({
  valuation,
  locale,
}: {
  valuation: ValuationView;
  locale: AppLocale;
}) {
  const t = translator(locale, 'PropertyValuation');
  const { property, estimate } = valuation;
  const named = localizedPlace(property, locale === 'en-US');
  const place = [named.estate, named.district].filter(Boolean).join(' · ');
  const unit = (['block', 'floor', 'flat'] as const).filter((key) => property[key]);
  const number = new Intl.NumberFormat(locale);
  const area = estimate?.saleableAreaSqFt;
  return (
    <div className="space-y-6" data-testid="valuation-result">
      <dl className="grid gap-4 rounded-xl border border-slate-200 p-5 sm:grid-cols-2">
        {place || unit.length > 0 ? (
          <div className="sm:col-span-2">
            <dt className="text-sm text-slate-600">{t('result.property')}</dt>
            <dd className="text-lg font-semibold" data-testid="valuation-property">
              <span translate="no">{place}</span>
              {unit.length > 0 ? (
                <span className="flex flex-wrap gap-x-4 text-base font-normal text-slate-700">
                  {unit.map((key) => (
                    <span key={key}>
                      {t(`fields.${key}`)} <span translate="no">{property[key]}</span>
                    </span>
                  ))}
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
        {estimate && area ? (
          <>
            <div>
              <dt className="text-sm text-slate-600">{t('result.estimate')}</dt>
              <dd className="text-3xl font-bold text-brand-900" data-testid="valuation-estimate">
                {formatHkd(estimate.value, locale)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">
                {t('result.range', { band: Math.round(estimate.band * 100) })}
              </dt>
              <dd className="text-xl font-semibold text-brand-900" data-testid="valuation-range">
                {t('result.rangeValue', {
                  low: formatHkd(estimate.low, locale),
                  high: formatHkd(estimate.high, locale),
                })}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t('result.pricePerSqFt')}</dt>
              <dd className="font-semibold">{formatHkd(estimate.pricePerSqFt, locale)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t('result.area')}</dt>
              <dd className="font-semibold">
                {area.min === area.max
                  ? t('result.areaOne', { area: number.format(area.min) })
                  : t('result.areaValue', {
                      min: number.format(area.min),
                      max: number.format(area.max),
                    })}
              </dd>
              {area.min === area.max ? null : (
                <dd className="mt-1 text-sm text-slate-600" data-testid="valuation-estate-only">
                  {t('result.areaEstate')}
                </dd>
              )}
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t('result.dataDate')}</dt>
              <dd className="font-semibold" data-testid="valuation-data-date">
                {formatHkDate(hkDate(estimate.dataDate), locale)}
              </dd>
            </div>
          </>
        ) : (
          <div className="sm:col-span-2" data-testid="valuation-pending">
            <dt className="text-sm text-slate-600">{t('result.estimate')}</dt>
            <dd>
              <strong className="text-xl text-amber-800">{t('result.pendingTitle')}</strong>
              <p className="mt-1 leading-7">{t('result.pendingText')}</p>
            </dd>
          </div>
        )}
        <div>
          <dt className="text-sm text-slate-600">{t('result.created')}</dt>
          <dd className="font-semibold" data-testid="valuation-created">
            {formatHkDate(hkDate(valuation.createdAt), locale, true)}
          </dd>
        </div>
      </dl>
      {estimate?.sample ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('result.sample')}</p>
      ) : null}
      <p className="text-sm leading-6 text-slate-600" data-testid="valuation-disclaimer">
        {t('result.disclaimer')}
      </p>
      <section aria-labelledby="owner-loan-cta" className="rounded-xl bg-brand-50 p-6">
        <h2 id="owner-loan-cta" className="text-xl font-bold">
          {t('result.ctaHeading')}
        </h2>
        <p className="mt-2 text-slate-700">{t('result.ctaText')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLinkView locale={locale} href="/property-owner-loan#enquiry">
            {t('result.cta')}
          </ButtonLinkView>
          <ButtonLinkView locale={locale} href="/property-valuation" variant="secondary">
            {t('result.again')}
          </ButtonLinkView>
        </div>
      </section>
      <aside className="rounded-lg border-2 border-brand-700 p-4 text-sm">
        <RiskWarning locale={locale} />
      </aside>
    </div>
  );
}
