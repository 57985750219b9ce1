// Start-up check of serve/server.ts: trusting a proxy's X-Forwarded-For (TRUSTED_PROXY_HOPS > 0)
// is only safe when clients cannot reach the server without that proxy.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const reachableOnlyNearby = new BlockList();
reachableOnlyNearby.addSubnet('127.0.0.0', 8, 'ipv4'); // loopback
reachableOnlyNearby.addSubnet('10.0.0.0', 8, 'ipv4'); // private networks (RFC 1918)
reachableOnlyNearby.addSubnet('172.16.0.0', 12, 'ipv4');
reachableOnlyNearby.addSubnet('192.168.0.0', 16, 'ipv4');
reachableOnlyNearby.addAddress('::1', 'ipv6');
reachableOnlyNearby.addSubnet('fc00::', 7, 'ipv6'); // unique local addresses

/** Whether an interface address is loopback or private (not `0.0.0.0` / `::`, which mean every interface). */
export function isLoopbackOrPrivate(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return reachableOnlyNearby.check(mapped, 'ipv4');
  return reachableOnlyNearby.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The reason to refuse to start, or null. Listening on every interface (HOSTNAME unset, `0.0.0.0`,
 * `::`) or on a public address while trusting proxy hops lets a client that connects directly write
 * its own X-Forwarded-For, and so pick its rate-limit key. ALLOW_PUBLIC_LISTEN_BEHIND_PROXY=true
 * says a firewall already lets only the proxy in.
 */
export async function checkListenAddress(
  hostname: string | undefined,
  env: Record<string, string | undefined>,
): Promise<string | null> {
  const hops = Number(env.TRUSTED_PROXY_HOPS || 0);
  if (!(hops > 0) || env.ALLOW_PUBLIC_LISTEN_BEHIND_PROXY === 'true') return null;
  const address = hostname ? (await lookup(hostname).catch(() => null))?.address : undefined;
  if (address && isLoopbackOrPrivate(address)) return null;
  const where = hostname
    ? `${hostname}${address && address !== hostname ? ` (${address})` : ''}`
    : 'every interface (HOSTNAME unset)';
  return [
    `Refusing to start: TRUSTED_PROXY_HOPS=${hops} trusts the X-Forwarded-For of ${hops} proxy hop(s), but the server listens on ${where},`,
    'so a client that reaches it directly could choose its own address (and dodge the rate limits).',
    'Set HOSTNAME=127.0.0.1 (or a private address only the proxy reaches), or ALLOW_PUBLIC_LISTEN_BEHIND_PROXY=true',
    'if a firewall already lets only the proxy connect.',
  ].join('\n');
}
