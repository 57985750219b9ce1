import { describe, expect, it } from 'vitest';
import {
  askedIf,
  checkboxInput,
  choicesInput,
  emptyValues,
  fieldOrder,
  numberInput,
  payloadOf,
  reviewItems,
  textInput,
  yesNoInput,
} from './form-inputs';

const inputs = {
  name: textInput(),
  has_pos: yesNoInput,
  pos_model: askedIf((answers) => answers.has_pos === 'yes', textInput()),
  source: { online: choicesInput, online_other: textInput('hidden') },
  agree_tnc: checkboxInput,
};

describe('form inputs: one table gives the empty form, the request body and the review', () => {
  it('empties every input', () => {
    expect(emptyValues(inputs)).toEqual({
      name: '',
      has_pos: '',
      pos_model: '',
      source: { online: [], online_other: '' },
      agree_tnc: false,
    });
  });

  it('sends typed answers in the API types and leaves out empty and hidden ones', () => {
    const values = {
      ...emptyValues(inputs),
      name: ' 陳大文 ',
      has_pos: 'no',
      pos_model: 'typed, then hidden',
    };
    expect(payloadOf(inputs, values)).toEqual({
      name: '陳大文',
      has_pos: false,
      source: { online: [] },
      agree_tnc: false,
    });
  });

  it('puts a field added to the table in the empty form, the body, the focus order and the review', () => {
    const more = { ...inputs, loan_amount: numberInput('money') };
    const values = { ...emptyValues(more), loan_amount: '500,000' };
    expect(emptyValues(more)).toHaveProperty('loan_amount', '');
    expect(payloadOf(more, values)).toHaveProperty('loan_amount', 500_000);
    expect(fieldOrder(more)).toContain('loan_amount');
    expect(reviewItems(more, Object.keys(more), values).map((item) => item.key)).toEqual([
      'name',
      'has_pos',
      'online',
      'loan_amount',
    ]);
  });
});
