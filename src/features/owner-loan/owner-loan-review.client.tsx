import { useTranslations } from 'use-intl';
import type { Inputs } from '@/components/forms/form-inputs';
import { ReviewList } from '@/components/forms/review-list';
import { useReviewRows } from '@/components/forms/use-review-rows';
import {
  applicantInputs,
  detailInputs,
  detailSteps,
  type ApplicantValues,
  type DetailValues,
} from './owner-loan-steps';

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
  const review = useReviewRows('OwnerLoan.application');
  /** The answers of a step: every input of it. */
  const rows = (inputs: Inputs, values: unknown) => review(inputs, Object.keys(inputs), values);
  const parts = [
    { step: 'applicant' as const, rows: rows(applicantInputs, applicant) },
    ...detailSteps.map((step) => ({ step, rows: rows(detailInputs[step], details[step]) })),
  ];
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
          <ReviewList rows={part.rows} />
        </section>
      ))}
    </div>
  );
}
