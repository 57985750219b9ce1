import { useLocale, useTranslations } from 'use-intl';
import { useWatch } from 'react-hook-form';
import { titles } from '@/features/sme-loan/sme-loan-options';
import { ChoiceGroup } from '@/components/forms/choice-fields.client';
import { EmailField, PhoneField, SelectField, TextField } from '@/components/forms/fields.client';
import { formatHkd } from '@/i18n/format';
import {
  employmentTypes,
  ownerLoanProduct,
  ownerLoanPurposes,
  propertyTypes,
} from './owner-loan-options';
import type { DetailValues } from './owner-loan-steps';

export function ApplicantStep() {
  const t = useTranslations('OwnerLoan.application.fields');
  const forms = useTranslations('Forms');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        name="title"
        optional
        autoComplete="honorific-prefix"
        label={t('title')}
        options={titles.map((value) => ({ value, label: forms(`titles.${value}`) }))}
      />
      <TextField name="name" autoComplete="name" label={t('name')} />
      <PhoneField name="mobile" label={t('mobile')} hint={t('mobile_hint')} />
      <EmailField name="email" label={t('email')} />
    </div>
  );
}

export function PropertyStep() {
  const t = useTranslations('OwnerLoan.application');
  const forms = useTranslations('Forms');
  const hasMortgage = useWatch<DetailValues, 'property.has_mortgage'>({
    name: 'property.has_mortgage',
  });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField name="property.district" maxLength={60} label={t('fields.district')} />
      <TextField name="property.estate" optional maxLength={100} label={t('fields.estate')} />
      <TextField
        name="property.address"
        maxLength={300}
        autoComplete="address-line1"
        label={t('fields.address')}
        hint={t('fields.address_hint')}
        className="sm:col-span-2"
      />
      <ChoiceGroup
        kind="radio"
        name="property.property_type"
        label={t('fields.property_type')}
        options={propertyTypes.map((value) => ({
          value,
          label: t(`options.property_type.${value}`),
        }))}
        className="sm:col-span-2"
      />
      <ChoiceGroup
        kind="radio"
        inline
        name="property.ownership"
        label={t('fields.ownership')}
        options={(['sole', 'joint'] as const).map((value) => ({
          value,
          label: t(`options.ownership.${value}`),
        }))}
        className="sm:col-span-2"
      />
      <ChoiceGroup
        kind="radio"
        inline
        name="property.has_mortgage"
        label={t('fields.has_mortgage')}
        rules={{ deps: ['property.outstanding_mortgage'] }}
        options={[
          { value: 'yes', label: forms('yes') },
          { value: 'no', label: forms('no') },
        ]}
        className="sm:col-span-2"
      >
        {hasMortgage === 'yes' ? (
          <TextField
            name="property.outstanding_mortgage"
            inputMode="numeric"
            maxLength={12}
            label={t('fields.outstanding_mortgage')}
            className="mt-4 border-l-4 border-slate-200 pl-4"
          />
        ) : null}
      </ChoiceGroup>
    </div>
  );
}

export function LoanStep() {
  const t = useTranslations('OwnerLoan.application');
  const locale = useLocale();
  const amounts = {
    min: formatHkd(ownerLoanProduct.minAmount, locale),
    max: formatHkd(ownerLoanProduct.maxAmount, locale),
  };
  const months = {
    min: String(ownerLoanProduct.minMonths),
    max: String(ownerLoanProduct.maxMonths),
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        name="loan.amount"
        inputMode="numeric"
        maxLength={12}
        label={t('fields.amount')}
        hint={t('fields.amount_hint', amounts)}
        errorParams={amounts}
      />
      <TextField
        name="loan.tenor_months"
        inputMode="numeric"
        maxLength={3}
        label={t('fields.tenor_months')}
        hint={t('fields.tenor_hint', months)}
        errorParams={months}
      />
      <ChoiceGroup
        kind="radio"
        name="loan.purpose"
        label={t('fields.purpose')}
        options={ownerLoanPurposes.map((value) => ({
          value,
          label: t(`options.purpose.${value}`),
        }))}
        className="sm:col-span-2"
      />
    </div>
  );
}

export function IncomeStep() {
  const t = useTranslations('OwnerLoan.application');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <ChoiceGroup
        kind="radio"
        name="income.employment_type"
        label={t('fields.employment_type')}
        options={employmentTypes.map((value) => ({
          value,
          label: t(`options.employment_type.${value}`),
        }))}
        className="sm:col-span-2"
      />
      <TextField
        name="income.monthly_income"
        inputMode="numeric"
        maxLength={12}
        label={t('fields.monthly_income')}
      />
    </div>
  );
}
