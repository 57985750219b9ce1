import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { useWatch } from 'react-hook-form';
import { titles } from '@/features/sme-loan/sme-loan-options';
import { RadioField, YesNoField } from '@/components/forms/choice-fields.client';
import {
  EmailField,
  FollowUpField,
  NumberField,
  PhoneField,
  SelectField,
  TextField,
} from '@/components/forms/fields.client';
import { LoanTermFields } from '@/components/forms/loan-term-fields.client';
import type { LoanRange } from '@/features/loan-calculator/loan-terms';
import { employmentTypes, ownerLoanPurposes, propertyTypes } from './owner-loan-options';
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
      <RadioField
        name="property.property_type"
        label={t('fields.property_type')}
        values={propertyTypes}
        optionLabel={(value) => t(`options.property_type.${value}`)}
        className="sm:col-span-2"
      />
      <RadioField
        inline
        name="property.ownership"
        label={t('fields.ownership')}
        values={['sole', 'joint'] as const}
        optionLabel={(value) => t(`options.ownership.${value}`)}
        className="sm:col-span-2"
      />
      <YesNoField
        name="property.has_mortgage"
        label={t('fields.has_mortgage')}
        rules={{ deps: ['property.outstanding_mortgage'] }}
        className="sm:col-span-2"
      >
        {hasMortgage === 'yes' ? (
          <FollowUpField
            name="property.outstanding_mortgage"
            inputMode="numeric"
            maxLength={12}
            label={t('fields.outstanding_mortgage')}
          />
        ) : null}
      </YesNoField>
    </div>
  );
}

/** `range`: the loan's published range, as the page read it from the content store. */
export function LoanStep({ range }: { range: LoanRange }) {
  const t = useTranslations('OwnerLoan.application');
  return (
    <LoanTermFields
      bounds={range}
      className="grid gap-5 sm:grid-cols-2"
      amount={{
        name: 'loan.amount',
        label: t('fields.amount'),
        hint: (range) => t('fields.amount_hint', range),
      }}
      months={{
        name: 'loan.tenor_months',
        label: t('fields.tenor_months'),
        hint: (range) => t('fields.tenor_hint', range),
      }}
      purpose={{
        name: 'loan.purpose',
        label: t('fields.purpose'),
        values: ownerLoanPurposes,
        optionLabel: (value) => t(`options.purpose.${value}`),
      }}
    />
  );
}

export function IncomeStep() {
  const t = useTranslations('OwnerLoan.application');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <RadioField
        name="income.employment_type"
        label={t('fields.employment_type')}
        values={employmentTypes}
        optionLabel={(value) => t(`options.employment_type.${value}`)}
        className="sm:col-span-2"
      />
      <NumberField name="income.monthly_income" maxLength={12} label={t('fields.monthly_income')} />
    </div>
  );
}

/** The later steps' fields, in their order (the loan's takes the published range). */
export const detailFields: Array<(props: { range: LoanRange }) => ReactNode> = [
  PropertyStep,
  LoanStep,
  IncomeStep,
];
