import { describe, expect, it } from 'vitest';
import { reviewItems } from '@/components/forms/form-inputs';
import { fieldCodes } from '@/components/forms/schema-check';
import {
  emptySmeApplication,
  smeApplicationInputs,
  smeApplicationPayload,
  smeApplicationSteps,
  smeFieldOrder,
} from './sme-application-steps';
import { smeTerms } from '@/features/loan-calculator/testing/sample-terms';
import { smeApplicationFields, smeApplicationForm as formFor } from './sme-loan-schema';

const smeApplicationForm = formFor(smeTerms);
import { validApplication } from './testing/sme-fixtures';

const schemaKeys = Object.keys(smeApplicationFields.shape);
const fixed = ['product_type', 'locale'];
const stepKeys = smeApplicationSteps.flatMap((step) => [...step.fields]);

describe('the SME application is declared once, in its schema', () => {
  it('has an input for every field of the schema but the ones it fills in itself', () => {
    expect(Object.keys(smeApplicationInputs).sort()).toEqual(
      schemaKeys.filter((key) => !fixed.includes(key)).sort(),
    );
    expect(Object.keys(emptySmeApplication)).toEqual(Object.keys(smeApplicationInputs));
  });

  it('asks every field in exactly one step', () => {
    expect([...stepKeys].sort()).toEqual(Object.keys(smeApplicationInputs).sort());
    expect(new Set(stepKeys).size).toBe(stepKeys.length);
    for (const key of stepKeys) expect(smeFieldOrder).toContain(key);
  });

  it("checks each step with the schema picked to the step's keys", () => {
    const empty = smeApplicationPayload(emptySmeApplication, 'zh-HK');
    for (const step of smeApplicationSteps) {
      const codes = Object.keys(fieldCodes(smeApplicationForm.step!(step.fields), empty));
      const top = new Set(codes.map((path) => path.split('.')[0]));
      for (const key of top) expect([...step.fields, ...fixed]).toContain(key);
    }
  });

  it('sends what the inputs hold as the request the API accepts', () => {
    const example = validApplication();
    const values = {
      ...emptySmeApplication,
      ...Object.fromEntries(
        Object.entries(example).map(([key, value]) => [
          key,
          typeof value === 'boolean' && !key.startsWith('agree_')
            ? value
              ? 'yes'
              : 'no'
            : typeof value === 'number'
              ? String(value)
              : value,
        ]),
      ),
      source_of_awareness: { ...emptySmeApplication.source_of_awareness, online: ['social_media'] },
    };
    const payload = smeApplicationPayload(values, 'zh-HK');
    expect(fieldCodes(smeApplicationForm.whole, payload)).toEqual({});
  });

  it('reviews every asked answer of the schema, the consents and follow-up texts aside', () => {
    const answered = { ...emptySmeApplication, has_pos: 'yes' };
    const reviewed = smeApplicationSteps.flatMap((step) =>
      reviewItems(smeApplicationInputs, step.fields, answered).map((item) => item.key),
    );
    const nested = Object.keys(smeApplicationInputs.source_of_awareness);
    const asked = [...stepKeys, ...nested].filter(
      (key) =>
        !['source_of_awareness', 'agree_tnc', 'agree_direct_marketing'].includes(key) &&
        !key.endsWith('_other'),
    );
    expect(reviewed.sort()).toEqual(asked.sort());
  });
});
