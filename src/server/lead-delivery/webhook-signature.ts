import { createHmac, timingSafeEqual } from 'node:crypto';

/** `sha256=<hex HMAC of "<timestamp>.<body>">`: the receiver checks it, and rejects old timestamps. */
export function signDelivery(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function verifyDelivery(
  secret: string,
  timestamp: number,
  body: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signDelivery(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Waits before the next attempt: 10 s, 20 s, 40 s … capped at an hour, with ±50 % jitter so retries spread out. */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = Math.min(60 * 60 * 1000, 10_000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.5 + random()));
}
