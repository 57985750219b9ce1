'use client';

import { useLocale, useTranslations } from 'next-intl';
import { wholeNumber } from '@/components/forms/form-values';
import { ReviewList } from '@/components/forms/review-list';
import { formatHkd } from '@/i18n/format';
import type { ApplicantValues, DetailValues } from './owner-loan-steps';

/** Every saved answer, by step; the saved steps can be changed, the applicant (already stored) cannot. */
export function OwnerLoanReview({
  applicant,
  details,
  onEdit,
}: {
  applicant: ApplicantValues;
  details: DetailValues;
  onEdit: (step: number) => void;
}) {
  const t = useTranslations('OwnerLoan.application');
  const forms = useTranslations('Forms');
  const locale = useLocale();
  const given = (value: string) => value.trim() || forms('notGiven');
  const money = (value: string) => {
    const amount = wholeNumber(value);
    return typeof amount === 'number' ? formatHkd(amount, locale) : given(value);
  };
  const option = (key: string) =>
    key.endsWith('.') ? forms('notGiven') : t(key as 'options.ownership.sole');
  const { property, loan, income } = details;
  const parts = [
    {
      step: 'applicant',
      rows: [
        {
          label: t('fields.title'),
          value: applicant.title
            ? forms(`titles.${applicant.title}` as 'titles.mr')
            : forms('notGiven'),
        },
        { label: t('fields.name'), value: given(applicant.name) },
        { label: t('fields.mobile'), value: given(applicant.mobile) },
        { label: t('fields.email'), value: given(applicant.email) },
      ],
    },
    {
      step: 'property',
      rows: [
        { label: t('fields.district'), value: given(property.district) },
        { label: t('fields.estate'), value: given(property.estate) },
        { label: t('fields.address'), value: given(property.address) },
        {
          label: t('fields.property_type'),
          value: option(`options.property_type.${property.property_type}`),
        },
        { label: t('fields.ownership'), value: option(`options.ownership.${property.ownership}`) },
        {
          label: t('fields.has_mortgage'),
          value: property.has_mortgage === 'yes' ? forms('yes') : forms('no'),
        },
        ...(property.has_mortgage === 'yes'
          ? [
              {
                label: t('fields.outstanding_mortgage'),
                value: money(property.outstanding_mortgage),
              },
            ]
          : []),
      ],
    },
    {
      step: 'loan',
      rows: [
        { label: t('fields.amount'), value: money(loan.amount) },
        { label: t('fields.tenor_months'), value: given(loan.tenor_months) },
        { label: t('fields.purpose'), value: option(`options.purpose.${loan.purpose}`) },
      ],
    },
    {
      step: 'income',
      rows: [
        {
          label: t('fields.employment_type'),
          value: option(`options.employment_type.${income.employment_type}`),
        },
        { label: t('fields.monthly_income'), value: money(income.monthly_income) },
      ],
    },
  ] as const;
  return (
    <div className="space-y-6" data-testid="review">
      <p className="text-slate-700">{t('review')}</p>
      {parts.map((part, index) => (
        <section key={part.step} aria-labelledby={`review-${part.step}`}>
          <div className="mb-2 flex items-center justify-between gap-4">
            <h3 id={`review-${part.step}`} className="text-lg font-semibold">
              {t(`steps.${part.step}`)}
            </h3>
            {index > 0 ? (
              <button
                type="button"
                onClick={() => onEdit(index)}
                className="min-h-11 rounded-md px-3 font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50"
              >
                {forms('buttons.edit')}
                <span className="sr-only">{t(`steps.${part.step}`)}</span>
              </button>
            ) : null}
          </div>
          <ReviewList rows={[...part.rows]} />
        </section>
      ))}
    </div>
  );
}
