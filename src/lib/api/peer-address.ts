import 'server-only';
import http from 'node:http';

type Emit = (this: http.Server, event: string, ...args: unknown[]) => boolean;

/**
 * Next keeps a client-sent X-Forwarded-For as it is and only fills it in when absent, so a visitor
 * could pick their own rate-limit key. Appending the TCP peer to every request, as a proxy does,
 * makes the last entry trustworthy (client-ip.ts).
 */
export function appendPeerAddressToForwardedFor(): void {
  const proto = http.Server.prototype as unknown as { emit: Emit; __peerAddressAppended?: boolean };
  if (proto.__peerAddressAppended) return;
  proto.__peerAddressAppended = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      const peer = request.socket?.remoteAddress;
      if (peer) {
        const prior = request.headers['x-forwarded-for'];
        request.headers['x-forwarded-for'] = prior ? `${String(prior)}, ${peer}` : peer;
      }
    }
    return emit.call(this, event, ...args);
  };
}
