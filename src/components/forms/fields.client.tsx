import { useTranslations } from 'use-intl';
import type { ComponentProps, HTMLInputTypeAttribute } from 'react';
import { inputClass, Shell, useFieldInput, type Common, type Option } from './field-shell.client';

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
  const { registered, error, start, id, aria } = useFieldInput(common);
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
        {...aria}
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
  const { registered, error, start, id, aria } = useFieldInput(common);
  return (
    <Shell {...common} id={id} error={error}>
      <select
        defaultValue={typeof start === 'string' ? start : undefined}
        id={id}
        autoComplete={autoComplete}
        {...aria}
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

/** A whole number (an amount, months, a year): the number keypad. */
export function NumberField(
  props: PresetProps & Pick<Common, 'errorParams'> & { maxLength: number },
) {
  return <TextField inputMode="numeric" {...props} />;
}

/** The text a choice asks for (an "other", a model), indented under the choice. */
export function FollowUpField(props: Omit<ComponentProps<typeof TextField>, 'className'>) {
  return <TextField {...props} className="mt-4 border-l-4 border-slate-200 pl-4" />;
}

/** A Hong Kong phone number: the phone keypad, autofill (HTML allows only `tel` on type=tel; +852 is accepted), no spell check. */
export function PhoneField(props: PresetProps) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" maxLength={16} {...props} />;
}

export function EmailField(props: PresetProps) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}
