import { describe, expect, it } from 'vitest';
import { throttlingFlags, throttlingMethod } from './throttling.ts';

describe('bench throttling', () => {
  it('simulates unless THROTTLING=devtools', () => {
    expect(throttlingMethod({})).toBe('simulate');
    expect(throttlingMethod({ THROTTLING: 'simulate' })).toBe('simulate');
    expect(throttlingMethod({ THROTTLING: 'devtools' })).toBe('devtools');
  });

  it('slows the CPU by the given factor on the mobile network, in either mode', () => {
    const flags = throttlingFlags(11.7, 'devtools');
    expect(flags.throttlingMethod).toBe('devtools');
    expect(flags.throttling).toMatchObject({ cpuSlowdownMultiplier: 11.7, rttMs: 150 });
    expect(flags.throttling?.requestLatencyMs).toBeGreaterThan(0);
    expect(throttlingFlags(4, 'simulate').throttlingMethod).toBe('simulate');
  });

  it("keeps Lighthouse's own slowdown without a factor (the warm-up runs)", () => {
    expect(throttlingFlags(undefined, 'simulate')).toEqual({ throttlingMethod: 'simulate' });
  });
});
