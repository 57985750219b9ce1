import { useTranslations } from 'use-intl';

/** The HK$10,000 example's heading (plan-comparison.tsx), above the planner: the note links to it. */
export const planComparisonHeadingId = 'plan-comparison-heading';

/**
 * Without JavaScript the planner's fields stay disabled (a plain send would only reload the cached
 * page, which never reads the query): this says so and points to the worked example. Inside
 * `<noscript>`, so a visitor whose scripts run never sees it, not even before the island hydrates.
 */
export function PlannerScriptNote() {
  const t = useTranslations('InstalmentPlanner.planner');
  return (
    <noscript>
      <p
        role="note"
        className="mt-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950"
        data-testid="planner-needs-javascript"
      >
        {t.rich('needsJavaScript', {
          example: (chunks) => (
            <a
              href={`#${planComparisonHeadingId}`}
              className="font-semibold underline underline-offset-2"
            >
              {chunks}
            </a>
          ),
        })}
      </p>
    </noscript>
  );
}
