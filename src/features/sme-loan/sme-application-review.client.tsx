'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ReviewList } from '@/components/forms/review-list';
import { choices, wholeNumber } from '@/components/forms/form-values';
import { formatHkd } from '@/i18n/format';
import {
  smeApplicationSteps,
  type SmeApplicationValues,
  type SmeStepId,
} from './sme-application-steps';

type Row = { label: string; value: string };

function useRows(values: SmeApplicationValues): Record<Exclude<SmeStepId, 'review'>, Row[]> {
  const t = useTranslations('SmeApplication');
  const forms = useTranslations('Forms');
  const locale = useLocale();
  const given = (value: string | undefined) =>
    value && value.trim() ? value.trim() : forms('notGiven');
  const option = (group: string, value: string) =>
    value ? t(`options.${group}.${value}` as 'options.industry.others') : forms('notGiven');
  const yesNo = (value: string) =>
    value === 'yes' ? forms('yes') : value === 'no' ? forms('no') : forms('notGiven');
  const amount = wholeNumber(values.loan_amount);
  const source = values.source_of_awareness;
  const colon = locale === 'zh-HK' ? '：' : ': ';
  const list = new Intl.ListFormat(locale, { type: 'unit' });
  const picked = (group: 'online' | 'offline', other: string) =>
    list.format(
      choices(source[group]).map((value) =>
        value === 'other' && other.trim()
          ? `${t(`options.${group}.other`)}${colon}${other.trim()}`
          : t(`options.${group}.${value}` as 'options.online.other'),
      ),
    ) || forms('notGiven');
  return {
    applicant: [
      {
        label: t('fields.title'),
        value: values.title ? forms(`titles.${values.title}` as 'titles.mr') : forms('notGiven'),
      },
      { label: t('fields.name'), value: given(values.name) },
      { label: t('fields.first_name'), value: given(values.first_name) },
      { label: t('fields.last_name'), value: given(values.last_name) },
      { label: t('fields.mobile'), value: given(values.mobile) },
      { label: t('fields.email'), value: given(values.email) },
      { label: t('fields.job_title'), value: given(values.job_title) },
    ],
    company: [
      { label: t('fields.company_name'), value: given(values.company_name) },
      { label: t('fields.company_type'), value: option('company_type', values.company_type) },
      { label: t('fields.company_address'), value: given(values.company_address) },
      { label: t('fields.company_tel'), value: given(values.company_tel) },
      {
        label: t('fields.premises_ownership'),
        value: option('premises_ownership', values.premises_ownership),
      },
      { label: t('fields.commencement_year'), value: given(values.commencement_year) },
      { label: t('fields.br'), value: given(values.br) },
      { label: t('fields.ci'), value: given(values.ci) },
    ],
    business: [
      { label: t('fields.industry'), value: option('industry', values.industry) },
      { label: t('fields.has_pos'), value: yesNo(values.has_pos) },
      ...(values.has_pos === 'yes'
        ? [{ label: t('fields.pos_model'), value: given(values.pos_model) }]
        : []),
      { label: t('fields.has_other_bank_sme_loan'), value: yesNo(values.has_other_bank_sme_loan) },
    ],
    loan: [
      {
        label: t('fields.loan_amount'),
        value: typeof amount === 'number' ? formatHkd(amount, locale) : given(values.loan_amount),
      },
      { label: t('fields.repayment_period'), value: given(values.repayment_period) },
      { label: t('fields.loan_purpose'), value: option('loan_purpose', values.loan_purpose) },
    ],
    source: [
      { label: t('fields.online'), value: picked('online', source.online_other) },
      { label: t('fields.offline'), value: picked('offline', source.offline_other) },
    ],
  };
}

/** Every answer by step, each part with a button back to its step. */
export function SmeApplicationReview({
  values,
  onEdit,
}: {
  values: SmeApplicationValues;
  onEdit: (step: number) => void;
}) {
  const t = useTranslations('SmeApplication');
  const forms = useTranslations('Forms');
  const rows = useRows(values);
  return (
    <div className="space-y-6" data-testid="review">
      <p className="text-slate-700">{t('review.intro')}</p>
      {smeApplicationSteps.map((step, index) =>
        step.id === 'review' ? null : (
          <section key={step.id} aria-labelledby={`review-${step.id}`}>
            <div className="mb-2 flex items-center justify-between gap-4">
              <h3 id={`review-${step.id}`} className="text-lg font-semibold">
                {t(`steps.${step.id}`)}
              </h3>
              <button
                type="button"
                onClick={() => onEdit(index)}
                aria-label={t('review.edit', { step: t(`steps.${step.id}`) })}
                className="min-h-11 rounded-md px-3 font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50"
              >
                {forms('buttons.edit')}
              </button>
            </div>
            <ReviewList rows={rows[step.id]} />
          </section>
        ),
      )}
    </div>
  );
}
