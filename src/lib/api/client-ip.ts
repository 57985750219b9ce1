/**
 * The visitor's address. The last X-Forwarded-For entry is the TCP peer, appended by this server
 * (peer-address.ts); each trusted proxy in front appends one more, so the client is `hops` entries
 * before the end. Entries further left were written by the client and are never used.
 */
export function clientIp(headers: Headers, trustedProxyHops: number): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain[chain.length - 1 - trustedProxyHops] ?? 'unknown';
}
