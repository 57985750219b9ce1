// How the Lighthouse benches slow the page down. 'simulate' (Lighthouse's default): one fast load,
// its tasks and requests slowed afterwards, on paper. 'devtools' (THROTTLING=devtools): the CPU and
// the network really slowed while the page loads, as on a slow phone, so code that yields after
// some milliseconds of real time (React's scheduler hydrates in 5 ms slices) yields as it would
// there; simulated at ×11, each 5 ms slice counts as a 55 ms task and adds to TBT. The two bracket
// what a phone sees.
import { throttling } from 'lighthouse/core/config/constants.js';

export type ThrottlingMethod = 'simulate' | 'devtools';

export function throttlingMethod(
  env: Record<string, string | undefined> = process.env,
): ThrottlingMethod {
  return env.THROTTLING === 'devtools' ? 'devtools' : 'simulate';
}

/** Lighthouse's flags: its mobile network and CPU slowdown `cpu` (its own default without one). */
export function throttlingFlags(cpu: number | undefined, method: ThrottlingMethod) {
  return {
    throttlingMethod: method,
    ...(cpu ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu } } : {}),
  };
}
