import { useTranslations } from 'use-intl';
import type { HTMLInputTypeAttribute } from 'react';
import {
  describedBy,
  fieldId,
  inputClass,
  Shell,
  useFieldError,
  useRegister,
  useStartValue,
  type Common,
  type Option,
} from './field-shell.client';

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
  const start = useStartValue(common.name);
  const id = fieldId(common.name);
  return (
    <Shell {...common} id={id} error={error}>
      <input
        defaultValue={typeof start === 'string' ? start : undefined}
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
  const start = useStartValue(common.name);
  const id = fieldId(common.name);
  return (
    <Shell {...common} id={id} error={error}>
      <select
        defaultValue={typeof start === 'string' ? start : undefined}
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

type PresetProps = Pick<Common, 'name' | 'label' | 'hint' | 'optional' | 'className'>;

/** A Hong Kong phone number: the phone keypad, autofill (HTML allows only `tel` on type=tel; +852 is accepted), no spell check. */
export function PhoneField(props: PresetProps) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" maxLength={16} {...props} />;
}

export function EmailField(props: PresetProps) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}
