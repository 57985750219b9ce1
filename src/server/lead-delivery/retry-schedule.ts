/**
 * How often a refused delivery is tried again (docs/lead-delivery.md): 10 s, 20 s, 40 s … doubling
 * up to an hour, each ±50 % jittered so a recovering receiver is not hit by every lead at once.
 * After MAX_DELIVERY_ATTEMPTS (about 11 hours of trying) the row is dead-lettered: a person decides.
 */
export const MAX_DELIVERY_ATTEMPTS = 20;
const FIRST_DELAY_MS = 10_000;
const LONGEST_DELAY_MS = 60 * 60 * 1000;

export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.5 + random()));
}

/** After `attempts` failed attempts: when to try again, or give up (dead letter). */
export function afterFailure(
  attempts: number,
  maxAttempts = MAX_DELIVERY_ATTEMPTS,
  random = Math.random,
): { deadLetter: true } | { deadLetter: false; retryInMs: number } {
  if (attempts >= maxAttempts) return { deadLetter: true };
  return { deadLetter: false, retryInMs: retryDelayMs(attempts, random) };
}
