import { useTranslations } from 'use-intl';
import { ReviewList } from '@/components/forms/review-list';
import { useReviewRows, type ReviewRow } from '@/components/forms/use-review-rows';
import {
  smeApplicationInputs,
  smeApplicationSteps,
  type SmeApplicationValues,
  type SmeStepId,
} from './sme-application-steps';

/** Each step's answers, derived from its fields: a field added to the form shows up here. */
function useRows(values: SmeApplicationValues): Record<Exclude<SmeStepId, 'review'>, ReviewRow[]> {
  const review = useReviewRows('SmeApplication');
  const rows = (fields: readonly string[]) => review(smeApplicationInputs, fields, values);
  return {
    applicant: rows(smeApplicationSteps[0].fields),
    company: rows(smeApplicationSteps[1].fields),
    business: rows(smeApplicationSteps[2].fields),
    loan: rows(smeApplicationSteps[3].fields),
    source: rows(smeApplicationSteps[4].fields),
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
