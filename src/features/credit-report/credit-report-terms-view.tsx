import type { TermsText } from './credit-report-terms';

/**
 * The credit report's terms as the visitor reads them before agreeing: rendered on the server in
 * the page (readable without JavaScript), and by the island when newer terms replace them.
 */
export function CreditReportTermsView({
  terms,
  regionLabel,
  effective,
}: {
  terms: TermsText;
  /** "Full terms of service" (CreditReportFlow.termsRegion). */
  regionLabel: string;
  /** "Effective date: 1 January 2026" (CreditReportFlow.effective, with the date). */
  effective: string;
}) {
  return (
    <div
      role="region"
      aria-label={regionLabel}
      // A scrolling region takes the focus, so a keyboard can scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-h-96 overflow-y-auto rounded-lg border border-slate-300 bg-white p-4 focus:outline-2 focus:outline-brand-700"
      data-testid="terms"
    >
      <h3 className="text-lg font-semibold">{terms.title}</h3>
      <p className="text-sm text-slate-600">{effective}</p>
      {terms.sections.map((section) => (
        <section key={section.heading} className="mt-4">
          <h4 className="font-semibold">{section.heading}</h4>
          {section.body.map((paragraph) => (
            <p key={paragraph} className="mt-2 leading-7 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
