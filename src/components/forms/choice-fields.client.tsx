import type { ComponentProps, ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import {
  describedBy,
  FieldErrorText,
  OptionalMark,
  useFieldInput,
  type Common,
  type Option,
} from './field-shell.client';

/** Radio buttons or checkboxes in a fieldset whose legend is the question. */
export function ChoiceGroup({
  kind,
  options,
  inline,
  invalid,
  children,
  ...common
}: Common & {
  kind: 'radio' | 'checkbox';
  options: Option[];
  inline?: boolean;
  invalid?: boolean;
  children?: ReactNode;
}) {
  const { registered, error, start, id } = useFieldInput(common);
  const description = describedBy(id, Boolean(common.hint), Boolean(error));
  return (
    <fieldset data-field={common.name} aria-describedby={description} className={common.className}>
      <legend className="font-semibold text-slate-900">
        {common.label}
        {common.optional ? <OptionalMark /> : null}
      </legend>
      {common.hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {common.hint}
        </p>
      ) : null}
      {error ? (
        <FieldErrorText
          id={`${id}-error`}
          code={error}
          params={common.errorParams}
          choice={kind === 'radio' ? 'one' : 'many'}
        />
      ) : null}
      <div
        className={`mt-2 grid gap-2 ${inline ? 'grid-cols-2 sm:flex sm:flex-wrap sm:gap-3' : 'sm:grid-cols-2'}`}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type={kind}
              value={option.value}
              defaultChecked={
                Array.isArray(start) ? start.includes(option.value) : start === option.value
              }
              aria-invalid={error || invalid ? true : undefined}
              className="size-5 shrink-0 accent-brand-700"
              {...registered}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}

/** One checkbox whose label is a statement (consents, confirmations). */
export function CheckboxField({
  name,
  label,
  hint,
  rules,
  summaryName,
}: Omit<Common, 'optional' | 'errorParams'> & {
  /** The box's short name in the error summary, where its label is a whole statement. */
  summaryName?: string;
}) {
  const { registered, error, start, id } = useFieldInput({ name, label, rules, optional: true });
  return (
    <div data-field={name} data-summary-name={summaryName}>
      {error ? <FieldErrorText id={`${id}-error`} code={error} /> : null}
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          defaultChecked={start === true}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
          className="mt-1 size-5 shrink-0 accent-brand-700"
          {...registered}
        />
        <label htmlFor={id} className="leading-7 text-slate-800">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 pl-8 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Radio buttons, one for each of `values`, labelled by `optionLabel`. */
export function RadioField<T extends string>({
  values,
  optionLabel,
  ...props
}: Omit<ComponentProps<typeof ChoiceGroup>, 'kind' | 'options'> & {
  values: readonly T[];
  optionLabel: (value: T) => string;
}) {
  const options = values.map((value) => ({ value, label: optionLabel(value) }));
  return <ChoiceGroup kind="radio" options={options} {...props} />;
}

/** A yes-or-no question, side by side (its answer is "yes" or "no"). */
export function YesNoField(props: Omit<ComponentProps<typeof ChoiceGroup>, 'kind' | 'options'>) {
  const forms = useTranslations('Forms');
  return (
    <ChoiceGroup
      kind="radio"
      inline
      options={[
        { value: 'yes', label: forms('yes') },
        { value: 'no', label: forms('no') },
      ]}
      {...props}
    />
  );
}
