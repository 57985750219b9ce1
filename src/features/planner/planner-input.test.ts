import { describe, expect, it } from 'vitest';
import { parsePlannerAmount } from './planner-input';

describe('parsePlannerAmount', () => {
  it.each([
    ['10000', 1_000_000],
    ['10,000', 1_000_000],
    ['HK$ 12,345.6', 1_234_560],
    ['100.29', 10_029],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parsePlannerAmount(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['abc', 'format'],
    ['10.123', 'format'],
    ['-5', 'format'],
    ['99.99', 'range'],
    ['100000.01', 'range'],
  ])('rejects %j as %s', (text, error) => {
    expect(parsePlannerAmount(text)).toEqual({ ok: false, error });
  });
});
