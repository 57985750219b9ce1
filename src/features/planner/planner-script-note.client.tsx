'use client';

import { useTranslations } from 'use-intl';
import { useHydrated } from '@/components/ui/use-hydrated';

/** The HK$10,000 example's heading (plan-comparison.tsx), above the planner: the note links to it. */
export const planComparisonHeadingId = 'plan-comparison-heading';

/**
 * Until the island runs, the planner's fields are disabled (a plain send would only reload the
 * cached page, which never reads the query): this says so and points to the worked example.
 */
export function PlannerScriptNote() {
  const t = useTranslations('InstalmentPlanner.planner');
  if (useHydrated()) return null;
  return (
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
  );
}
