/** Header on a relayed webhook: the receiving instance revalidates itself and relays no further. */
export const RELAY_HEADER = 'x-revalidate-relay';
const TIMEOUT_MS = 5_000;

export type PeerResult = { peer: string; status: number | 'unreachable' };

/**
 * Sends the publishing webhook on to every other instance (REVALIDATE_PEERS), in parallel, with the
 * same secret, body and content type. Each instance keeps its own page cache, so each must hear it.
 */
export async function relayToPeers(
  peers: readonly string[],
  request: { body: string; contentType: string; secret: string },
  send: typeof fetch = fetch,
): Promise<PeerResult[]> {
  return Promise.all(
    peers.map(async (peer): Promise<PeerResult> => {
      try {
        const response = await send(new URL('/api/revalidate', peer), {
          method: 'POST',
          headers: {
            'content-type': request.contentType,
            'x-webhook-secret': request.secret,
            [RELAY_HEADER]: '1',
          },
          body: request.body,
          redirect: 'error',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.body?.cancel();
        return { peer, status: response.status };
      } catch {
        return { peer, status: 'unreachable' };
      }
    }),
  );
}

/** Every peer took it: otherwise the webhook answers 502 so the publisher sends it again (it is idempotent). */
export const allRelayed = (results: readonly PeerResult[]) =>
  results.every((result) => result.status === 200);
