import { describe, expect, it } from 'vitest';
import { maskIdentifier } from './mask';

describe('maskIdentifier', () => {
  it('keeps an already masked card number as it is', () => {
    expect(maskIdentifier('**** **** **** 1024')).toBe('**** **** **** 1024');
  });
  it('shows only the last four digits of a full card number or phone number', () => {
    expect(maskIdentifier('4111 1111 1111 1234')).toBe('**** **** **** 1234');
    expect(maskIdentifier('9123-4567')).toBe('****-4567');
    expect(maskIdentifier('9***-4567')).toBe('****-4567');
  });
  it('hides names and short numbers entirely', () => {
    expect(maskIdentifier('陳大文')).toBe('***');
    expect(maskIdentifier('Chan Tai Man')).toBe('**** *** ***');
    expect(maskIdentifier('1234')).toBe('****');
  });
});
