import { describe, expect, it } from 'vitest';
import { dueForReveal, REVEAL } from './reveal';

describe('scroll reveal', () => {
  it('uses the spec settings', () => {
    expect(REVEAL).toEqual({ offset: 120, durationMs: 400, throttleMs: 99 });
  });
  it('reveals an element once its top passes 120 px above the bottom of the viewport', () => {
    expect(dueForReveal([0, 679, 680, 900], 800)).toEqual([true, true, false, false]);
  });
});
