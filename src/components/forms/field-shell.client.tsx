import { useTranslations } from 'use-intl';
import type { ReactNode } from 'react';
import { get, useFormContext, type FieldError, type RegisterOptions } from 'react-hook-form';
import { messageCodeFor } from './field-error-codes';

export type ErrorParams = { min?: string; max?: string };

export type Option = { value: string; label: string };

/** Ids derived from the field path: stable across renders and between server and browser. */
export const fieldId = (name: string) => `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50';

/**
 * What the field starts with, as markup: the server renders it (a form shown again after a post
 * without JavaScript keeps every value), and react-hook-form takes over from there.
 */
export function useStartValue(name: string): unknown {
  const { formState } = useFormContext();
  return get(formState.defaultValues, name);
}

export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error: FieldError | undefined = get(formState.errors, name);
  return error?.message;
}

/**
 * `register`, plus: a field showing an error is checked again as soon as it changes, so the message
 * goes once the answer is right (new errors still wait for the visitor to leave the field).
 */
export function useRegister(name: string, rules?: RegisterOptions) {
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

/** After an optional field's label; the message brings its own space ("Email (optional)", "電郵（選填）"). */
export function OptionalMark() {
  const t = useTranslations('Forms');
  return <span className="font-normal text-slate-600">{t('optional')}</span>;
}

export function Label({
  htmlFor,
  label,
  optional,
}: {
  htmlFor: string;
  label: ReactNode;
  optional?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="block font-semibold text-slate-900">
      {label}
      {optional ? <OptionalMark /> : null}
    </label>
  );
}

export type Common = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  errorParams?: ErrorParams;
  className?: string;
  rules?: RegisterOptions;
};

export const describedBy = (id: string, hint: boolean, error: boolean) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** What a field's input is given: its registration, error, starting value, id and ARIA. */
export function useFieldInput({ name, rules, hint, optional }: Common) {
  const error = useFieldError(name);
  const id = fieldId(name);
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-required': optional ? undefined : true,
    'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)),
  } as const;
  return { registered: useRegister(name, rules), error, start: useStartValue(name), id, aria };
}

export function Shell({
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
  // A column that puts its input at the bottom: fields side by side stretch to one height, so their
  // inputs stay on one line when one of them has a hint, an error or a label over two lines.
  return (
    <div data-field={name} className={`flex flex-col justify-end ${className ?? ''}`}>
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
