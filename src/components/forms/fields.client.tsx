'use client';

import { useTranslations } from 'next-intl';
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { get, useFormContext, type FieldError, type RegisterOptions } from 'react-hook-form';
import { messageCodeFor } from './field-error-codes';

export type ErrorParams = { min?: string; max?: string };
export type Option = { value: string; label: string };

/** Ids derived from the field path: stable across renders and between server and browser. */
export const fieldId = (name: string) => `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50';

function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error: FieldError | undefined = get(formState.errors, name);
  return error?.message;
}

/**
 * `register`, plus: a field showing an error is checked again as soon as it changes, so the message
 * goes once the answer is right (new errors still wait for the visitor to leave the field).
 */
function useRegister(name: string, rules?: RegisterOptions) {
  const { register, trigger, getFieldState, formState } = useFormContext();
  const deps = ([] as string[]).concat(rules?.deps ?? []);
  return register(name, {
    ...rules,
    onChange: () => {
      const watched = [name, ...deps];
      if (watched.some((field) => get(formState.errors, field) || getFieldState(field).error))
        void trigger(watched);
    },
  });
}

/** `choice`: an unanswered question of options reads "choose one" / "choose at least one". */
export function FieldErrorText({
  id,
  code,
  params,
  choice,
}: {
  id: string;
  code: string;
  params?: ErrorParams;
  choice?: 'one' | 'many';
}) {
  const t = useTranslations('Forms');
  const shown =
    code === 'required' && choice
      ? choice === 'one'
        ? 'invalid_option'
        : 'too_few'
      : messageCodeFor(code);
  return (
    <p
      id={id}
      className="mt-1 flex gap-1 text-sm font-semibold text-red-700"
      data-testid="field-error"
    >
      <span aria-hidden="true">⚠</span>
      {t(`errors.${shown}`, { min: '', max: '', ...params })}
    </p>
  );
}

function Label({
  htmlFor,
  label,
  optional,
}: {
  htmlFor: string;
  label: ReactNode;
  optional?: boolean;
}) {
  const t = useTranslations('Forms');
  return (
    <label htmlFor={htmlFor} className="block font-semibold text-slate-900">
      {label}
      {optional ? <span className="font-normal text-slate-600"> {t('optional')}</span> : null}
    </label>
  );
}

type Common = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  errorParams?: ErrorParams;
  className?: string;
  rules?: RegisterOptions;
};

const describedBy = (id: string, hint: boolean, error: boolean) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function Shell({
  name,
  id,
  label,
  hint,
  optional,
  error,
  errorParams,
  className,
  children,
}: Common & {
  id: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div data-field={name} className={className}>
      <Label htmlFor={id} label={label} optional={optional} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldErrorText id={`${id}-error`} code={error} params={errorParams} /> : null}
      {children}
    </div>
  );
}

export function TextField({
  type = 'text',
  inputMode,
  autoComplete,
  list,
  maxLength,
  ...common
}: Common & {
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric' | 'decimal' | 'url' | 'search' | 'none';
  autoComplete?: string;
  list?: string;
  maxLength?: number;
}) {
  const registered = useRegister(common.name, common.rules);
  const error = useFieldError(common.name);
  const id = fieldId(common.name);
  return (
    <Shell {...common} id={id} error={error}>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete ?? 'off'}
        list={list}
        maxLength={maxLength}
        spellCheck={type === 'email' || inputMode === 'tel' ? false : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={common.optional ? undefined : true}
        aria-describedby={describedBy(id, Boolean(common.hint), Boolean(error))}
        className={inputClass}
        {...registered}
      />
    </Shell>
  );
}

export function SelectField({
  options,
  autoComplete,
  ...common
}: Common & { options: Option[]; autoComplete?: string }) {
  const t = useTranslations('Forms');
  const registered = useRegister(common.name, common.rules);
  const error = useFieldError(common.name);
  const id = fieldId(common.name);
  return (
    <Shell {...common} id={id} error={error}>
      <select
        id={id}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-required={common.optional ? undefined : true}
        aria-describedby={describedBy(id, Boolean(common.hint), Boolean(error))}
        className={inputClass}
        {...registered}
      >
        <option value="">{t('choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

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
  const t = useTranslations('Forms');
  const registered = useRegister(common.name, common.rules);
  const error = useFieldError(common.name);
  const id = fieldId(common.name);
  const description = describedBy(id, Boolean(common.hint), Boolean(error));
  return (
    <fieldset data-field={common.name} aria-describedby={description} className={common.className}>
      <legend className="font-semibold text-slate-900">
        {common.label}
        {common.optional ? (
          <span className="font-normal text-slate-600"> {t('optional')}</span>
        ) : null}
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
}: Omit<Common, 'optional' | 'errorParams'>) {
  const registered = useRegister(name, rules);
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <div data-field={name}>
      {error ? <FieldErrorText id={`${id}-error`} code={error} /> : null}
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
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

type PresetProps = Pick<Common, 'name' | 'label' | 'hint' | 'optional' | 'className'>;

/** A Hong Kong phone number: the phone keypad, autofill (HTML allows only `tel` on type=tel; +852 is accepted), no spell check. */
export function PhoneField(props: PresetProps) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" maxLength={16} {...props} />;
}

export function EmailField(props: PresetProps) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}
