import { describe, expect, it } from 'vitest';
import { readTypedNumber } from './typed-number';

const money = { pattern: /^\d+(\.\d{1,2})?$/, scale: 100 };
const rate = { pattern: /^\d{1,2}(\.\d{1,2})?$/, scale: 100, percent: true, maxLength: 24 };

describe('readTypedNumber', () => {
  it.each([
    ['HK$ 12,345.6', money, 1_234_560],
    ['$10 000', money, 1_000_000],
    ['0.45%', rate, 45],
    [' 0.5 % ', rate, 50],
  ])('reads %j', (text, options, value) => {
    expect(readTypedNumber(text, options)).toEqual({ ok: true, value });
  });

  it.each([
    ['', money, 'required'],
    [' HK$ ', money, 'required'],
    ['10%', money, 'format'],
    ['1e5', money, 'format'],
    ['-5', money, 'format'],
    ['0.455', rate, 'format'],
    [`1${' '.repeat(24)}`, rate, 'format'],
  ])('refuses %j', (text, options, error) => {
    expect(readTypedNumber(text, options)).toEqual({ ok: false, error });
  });
});
