import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

const headers = (forwardedFor?: string) =>
  new Headers(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {});

describe('clientIp', () => {
  it('takes the TCP peer (last entry) when no proxy is trusted, whatever the client wrote before it', () => {
    expect(clientIp(headers('6.6.6.6, 7.7.7.7, 203.0.113.9'), 0)).toBe('203.0.113.9');
  });

  it('takes the address the trusted proxy saw, one entry before the peer per hop', () => {
    expect(clientIp(headers('6.6.6.6, 198.51.100.7, 10.0.0.2'), 1)).toBe('198.51.100.7');
    expect(clientIp(headers('6.6.6.6, 198.51.100.7, 10.0.0.3, 10.0.0.2'), 2)).toBe('198.51.100.7');
  });

  it('says unknown when the chain is shorter than the configured hops (a request that skipped the proxy)', () => {
    expect(clientIp(headers('10.0.0.2'), 1)).toBe('unknown');
    expect(clientIp(headers(), 0)).toBe('unknown');
  });
});
