import { describe, expect, it } from 'vitest';
import { idempotencyKeyOf, requestHash } from './idempotency';

describe('idempotency helpers', () => {
  it('hashes the same body the same way whatever the key order', () => {
    expect(requestHash({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(
      requestHash({ b: { d: 'x', c: [1, 2] }, a: 1 }),
    );
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });

  it('requires a well-formed Idempotency-Key', () => {
    expect(() => idempotencyKeyOf(new Headers())).toThrow('idempotency_key_missing');
    expect(() => idempotencyKeyOf(new Headers({ 'idempotency-key': 'short' }))).toThrow(
      'idempotency_key_invalid',
    );
    expect(() => idempotencyKeyOf(new Headers({ 'idempotency-key': 'a b c d e f g h' }))).toThrow(
      'idempotency_key_invalid',
    );
    expect(
      idempotencyKeyOf(new Headers({ 'idempotency-key': '1f0e6c1e-9c1b-4c51-a7a4-2f1d5c7d3b10' })),
    ).toHaveLength(36);
  });
});
