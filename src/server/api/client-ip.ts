/**
 * The visitor's address, the one place it is read. The last X-Forwarded-For entry is the TCP peer,
 * appended by the server (serve/server.ts); each trusted proxy in front
 * appends one more, so the client is `hops` entries before the end (TRUSTED_PROXY_HOPS). Entries
 * further left were written by the client and are never used.
 */
export function clientIp(headers: Headers, trustedProxyHops: number): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain[chain.length - 1 - trustedProxyHops] ?? 'unknown';
}
