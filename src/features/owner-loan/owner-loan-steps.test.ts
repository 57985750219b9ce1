import { describe, expect, it } from 'vitest';
import { reviewItems } from '@/components/forms/form-inputs';
import { fieldCodes, stepCodes } from '@/components/forms/schema-check';
import { ownerTerms } from '@/features/loan-calculator/testing/sample-terms';
import { ownerLoanApplicationSchema, ownerLoanDetailsForm } from './owner-loan-schema';
import {
  applicantInputs,
  detailGroups,
  detailInputs,
  detailOrder,
  detailSteps,
  detailsPayload,
  emptyDetails,
} from './owner-loan-steps';

describe('the owner-loan application is declared once, in its schemas', () => {
  it('asks every applicant field but the ones it fills in itself', () => {
    const asked = Object.keys(ownerLoanApplicationSchema.shape).filter(
      (key) => !['enquiry_reference', 'locale'].includes(key),
    );
    expect(Object.keys(applicantInputs).sort()).toEqual(asked.sort());
  });

  it('checks one saved step with the update schema picked to it, rules included', () => {
    const details = {
      ...emptyDetails,
      property: { ...emptyDetails.property, has_mortgage: 'yes', address: '1 Nathan Road' },
    };
    const codes = stepCodes(
      ownerLoanDetailsForm(ownerTerms),
      detailsPayload(details),
      ['property'],
      detailGroups,
    );
    expect(codes).toEqual({
      'property.district': 'required',
      'property.property_type': 'invalid_option',
      'property.ownership': 'invalid_option',
      'property.outstanding_mortgage': 'required',
    });
  });

  it('orders, checks and reviews every field of each step', () => {
    const whole = fieldCodes(ownerLoanDetailsForm(ownerTerms).whole, detailsPayload(emptyDetails));
    for (const step of detailSteps) {
      const fields = Object.keys(detailInputs[step]);
      expect(detailOrder[step]).toEqual(fields.map((key) => `${step}.${key}`));
      const answered = { ...emptyDetails[step], has_mortgage: 'yes' };
      expect(reviewItems(detailInputs[step], fields, answered).map((item) => item.key)).toEqual(
        fields,
      );
    }
    expect(Object.keys(whole).length).toBeGreaterThan(0);
    for (const path of Object.keys(whole)) expect(detailSteps).toContain(path.split('.')[0]);
  });
});
