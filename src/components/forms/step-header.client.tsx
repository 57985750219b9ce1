import { useTranslations } from 'use-intl';
import { useEffect, useRef } from 'react';

/**
 * "Step 2 of 6" and the step's name as a heading that takes focus when the step changes, so a screen
 * reader announces where the visitor is; the list shows the way through on wider screens.
 */
export function StepHeader({ steps, current }: { steps: string[]; current: number }) {
  const t = useTranslations('Forms');
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [current]);
  return (
    <div className="mb-6">
      <nav aria-label={t('stepsLabel')} className="hidden sm:block">
        <ol className="flex flex-wrap gap-2 text-sm">
          {steps.map((step, index) => (
            <li
              key={step}
              aria-current={index === current ? 'step' : undefined}
              className={`rounded-full px-3 py-1 ${index === current ? 'bg-brand-700 font-semibold text-white' : index < current ? 'bg-brand-50 text-brand-900' : 'bg-slate-100 text-slate-600'}`}
            >
              {index + 1}. {step}
            </li>
          ))}
        </ol>
      </nav>
      {/* A native progress bar: no style attribute, which Astro's CSP (no inline styles) blocks. */}
      <progress
        max={steps.length}
        value={current + 1}
        aria-hidden="true"
        className="mt-4 block h-1.5 w-full appearance-none overflow-hidden rounded-full bg-slate-200 sm:hidden [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
      />
      <p className="mt-3 text-sm font-semibold text-slate-600">
        {t('step', { current: current + 1, total: steps.length })}
      </p>
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-1 scroll-mt-24 text-2xl font-bold text-slate-900 outline-none"
        data-testid="step-heading"
      >
        {steps[current]}
      </h2>
    </div>
  );
}

/** The way back to the previous step of a multi-step form; an empty cell where there is none. */
export function StepBackButton({ shown, onBack }: { shown: boolean; onBack: () => void }) {
  const t = useTranslations('Forms');
  if (!shown) return <span />;
  return (
    <button
      type="button"
      onClick={onBack}
      className="min-h-12 rounded-md border border-slate-400 px-5 font-semibold text-slate-800 hover:bg-slate-50"
    >
      {t('buttons.back')}
    </button>
  );
}
