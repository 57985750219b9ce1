import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { CheckboxField } from '@/components/forms/choice-fields.client';

/**
 * The deletion's confirmation step: the number it will delete, the box, Back and Send. The details
 * ride along as hidden fields, so the step also posts whole without JavaScript; Back is then a
 * submit that brings the details back as typed.
 */
export function DeletionConfirmStep({
  values,
  names,
  status,
  submit,
  onBack,
}: {
  values: Record<string, unknown>;
  names: string[];
  status: ReactNode;
  submit: ReactNode;
  onBack: () => void;
}) {
  const t = useTranslations('AccountDeleteForm');
  const heading = useRef<HTMLHeadingElement>(null);
  // Focused when the step appears after Continue, so it is announced.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <div className="space-y-5" data-testid="confirm-step">
      <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {t('confirm.heading')}
      </h3>
      {names.map((name) => (
        <input key={name} type="hidden" name={name} value={String(values[name] ?? '')} />
      ))}
      <p className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-4 leading-7">
        {t('confirm.text', { mobile: String(values.mobile ?? '').trim() })}
      </p>
      <CheckboxField name="confirm" label={t('confirm.checkbox')} summaryName={t('confirm.name')} />
      {status}
      <div className="flex flex-wrap-reverse items-center justify-between gap-3">
        <button
          type="submit"
          name="back"
          value="1"
          formNoValidate
          onClick={(event) => {
            event.preventDefault();
            onBack();
          }}
          className="min-h-12 rounded-md border border-slate-400 px-5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('confirm.back')}
        </button>
        {submit}
      </div>
    </div>
  );
}
