import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormTokenField, formTokenOf } from './form-token-field';

describe('FormTokenField', () => {
  it('puts the token in the form’s HTML as a hidden input, so a post without JavaScript carries it', () => {
    expect(renderToStaticMarkup(<FormTokenField token="abc.def.ghi" />)).toBe(
      '<input type="hidden" name="form_token" value="abc.def.ghi"/>',
    );
    expect(renderToStaticMarkup(<FormTokenField token={undefined} />)).toBe('');
  });

  it('is read back by the island from the form its fields sit in', () => {
    const inForm = (value: unknown) => ({
      form: { elements: { namedItem: (name: string) => (name === 'form_token' ? value : null) } },
    });
    expect(formTokenOf(inForm({ value: 'abc.def.ghi' }))).toBe('abc.def.ghi');
    expect(formTokenOf(inForm(null))).toBeUndefined();
    expect(formTokenOf(inForm({ value: '' }))).toBeUndefined();
    expect(formTokenOf({ form: null })).toBeUndefined();
    expect(formTokenOf(null)).toBeUndefined();
  });
});
