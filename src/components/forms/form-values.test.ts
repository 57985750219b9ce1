import { describe, expect, it } from 'vitest';
import { choices, compact, text, wholeNumber, yesNo } from './form-values';

describe('form values', () => {
  it('turns blank answers into absent ones, so the schema says "required"', () => {
    expect(text('  ')).toBeUndefined();
    expect(text(' 陳大文 ')).toBe('陳大文');
    expect(text(undefined)).toBeUndefined();
    expect(compact({ a: undefined, b: 1 })).toEqual({ b: 1 });
  });

  it('reads amounts as people write them, and leaves the rest for the schema to refuse', () => {
    expect(wholeNumber('500,000')).toBe(500_000);
    expect(wholeNumber(' 24 ')).toBe(24);
    expect(wholeNumber('')).toBeUndefined();
    expect(wholeNumber('12.5')).toBe('12.5');
    expect(wholeNumber('十萬')).toBe('十萬');
  });

  it('reads yes/no radios and checkbox groups', () => {
    expect(yesNo('yes')).toBe(true);
    expect(yesNo('no')).toBe(false);
    expect(yesNo('')).toBeUndefined();
    expect(choices(['a', 'b'])).toEqual(['a', 'b']);
    expect(choices('a')).toEqual(['a']);
    expect(choices(false)).toEqual([]);
  });
});
