import { useWatch } from 'react-hook-form';
import { ChoiceGroup } from '@/components/forms/choice-fields.client';
import { SelectField, TextField } from '@/components/forms/fields.client';
import { companyTypes, industries, premisesOwnerships } from './sme-loan-options';
import type { SmeApplicationValues } from './sme-application-steps';
import { useOptions } from './sme-application-fields.client';

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
      <ChoiceGroup
        kind="radio"
        name="company_type"
        label={t('fields.company_type')}
        options={companyTypes.map((value) => ({
          value,
          label: t(`options.company_type.${value}`),
        }))}
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
      <TextField
        name="commencement_year"
        inputMode="numeric"
        maxLength={4}
        label={t('fields.commencement_year')}
        hint={t('fields.commencement_year_hint')}
      />
      <ChoiceGroup
        kind="radio"
        name="premises_ownership"
        label={t('fields.premises_ownership')}
        options={premisesOwnerships.map((value) => ({
          value,
          label: t(`options.premises_ownership.${value}`),
        }))}
        className="sm:col-span-2"
      />
      <TextField
        name="br"
        inputMode="numeric"
        maxLength={8}
        label={t('fields.br')}
        hint={t('fields.br_hint')}
      />
      <TextField
        name="ci"
        inputMode="numeric"
        maxLength={8}
        optional={companyType !== 'limited_company'}
        label={t('fields.ci')}
        hint={t('fields.ci_hint')}
      />
    </div>
  );
}

export function BusinessFields() {
  const { t, yesNo } = useOptions();
  const hasPos = useWatch<SmeApplicationValues, 'has_pos'>({ name: 'has_pos' });
  return (
    <div className="grid gap-6">
      <SelectField
        name="industry"
        label={t('fields.industry')}
        options={industries.map((value) => ({ value, label: t(`options.industry.${value}`) }))}
      />
      <ChoiceGroup
        kind="radio"
        inline
        name="has_pos"
        label={t('fields.has_pos')}
        options={yesNo}
        rules={{ deps: ['pos_model'] }}
      >
        {hasPos === 'yes' ? (
          <TextField
            name="pos_model"
            label={t('fields.pos_model')}
            className="mt-4 border-l-4 border-slate-200 pl-4"
          />
        ) : null}
      </ChoiceGroup>
      <ChoiceGroup
        kind="radio"
        inline
        name="has_other_bank_sme_loan"
        label={t('fields.has_other_bank_sme_loan')}
        options={yesNo}
      />
    </div>
  );
}
