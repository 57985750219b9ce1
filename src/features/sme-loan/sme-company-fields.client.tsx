import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { RadioField, YesNoField } from '@/components/forms/choice-fields.client';
import {
  FollowUpField,
  NumberField,
  SelectField,
  TextField,
} from '@/components/forms/fields.client';
import { companyTypes, industries, premisesOwnerships } from './sme-loan-options';
import type { SmeApplicationValues } from './sme-application-steps';
import type { LoanRange } from '@/features/loan-calculator/loan-terms';
import {
  ApplicantFields,
  LoanFields,
  SourceFields,
  useOptions,
} from './sme-application-fields.client';

export function CompanyFields() {
  const { t } = useOptions();
  const companyType = useWatch<SmeApplicationValues, 'company_type'>({ name: 'company_type' });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        name="company_name"
        label={t('fields.company_name')}
        autoComplete="organization"
        className="sm:col-span-2"
      />
      <RadioField
        name="company_type"
        label={t('fields.company_type')}
        values={companyTypes}
        optionLabel={(value) => t(`options.company_type.${value}`)}
        rules={{ deps: ['ci'] }}
        className="sm:col-span-2"
      />
      <TextField
        name="company_address"
        label={t('fields.company_address')}
        autoComplete="address-line1"
        className="sm:col-span-2"
      />
      <TextField
        name="company_tel"
        type="tel"
        inputMode="tel"
        maxLength={16}
        label={t('fields.company_tel')}
        hint={t('fields.company_tel_hint')}
      />
      <NumberField
        name="commencement_year"
        maxLength={4}
        label={t('fields.commencement_year')}
        hint={t('fields.commencement_year_hint')}
      />
      <RadioField
        name="premises_ownership"
        label={t('fields.premises_ownership')}
        values={premisesOwnerships}
        optionLabel={(value) => t(`options.premises_ownership.${value}`)}
        className="sm:col-span-2"
      />
      <NumberField name="br" maxLength={8} label={t('fields.br')} hint={t('fields.br_hint')} />
      <NumberField
        name="ci"
        maxLength={8}
        optional={companyType !== 'limited_company'}
        label={t('fields.ci')}
        hint={t('fields.ci_hint')}
      />
    </div>
  );
}

export function BusinessFields() {
  const { t } = useOptions();
  const hasPos = useWatch<SmeApplicationValues, 'has_pos'>({ name: 'has_pos' });
  return (
    <div className="grid gap-6">
      <SelectField
        name="industry"
        label={t('fields.industry')}
        options={industries.map((value) => ({ value, label: t(`options.industry.${value}`) }))}
      />
      <YesNoField name="has_pos" label={t('fields.has_pos')} rules={{ deps: ['pos_model'] }}>
        {hasPos === 'yes' ? <FollowUpField name="pos_model" label={t('fields.pos_model')} /> : null}
      </YesNoField>
      <YesNoField name="has_other_bank_sme_loan" label={t('fields.has_other_bank_sme_loan')} />
    </div>
  );
}

/** Each step's fields, in the application's order (the loan's take the published range). */
export const stepFields: Array<(props: { range: LoanRange }) => ReactNode> = [
  ApplicantFields,
  CompanyFields,
  BusinessFields,
  LoanFields,
  SourceFields,
];
