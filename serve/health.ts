// /healthz and /readyz, answered by serve/server.ts before anything else (the drain's 503, the locale
// rule, legacy redirects, Astro): never logged, never cached, never rate-limited, never redirected.
// /healthz: 200 while this process answers at all. /readyz: 200 when the database answers and is
// migrated, the content source answers and the server is not draining; else 503 with the reasons'
// codes (src/server/health/readiness.ts). Not linked from any page, so robots.txt leaves them out.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReadinessReason } from '../src/server/health/readiness.ts';
import { setSecurityHeaders } from './answers.ts';

export type HealthState = {
  /** serve/drain.ts's state, read on each request. */
  drain: { readonly draining: boolean };
  /** The dependencies' reasons (none when ready); each check has its own short time budget. */
  reasons: () => Promise<ReadinessReason[]>;
  /** Told each /readyz answer (metrics: readiness checks and changes). */
  onReadiness?: (ready: boolean) => void;
};

const healthPaths = new Set(['/healthz', '/readyz']);
const methods = ['GET', 'HEAD'];

/** The path of a health request (its query ignored), or null for every other target. */
export function healthPath(url: string): string | null {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  return healthPaths.has(pathname) ? pathname : null;
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: object,
  draining: boolean,
) {
  const text = JSON.stringify(body);
  setSecurityHeaders(res);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    ...(draining ? { Connection: 'close' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** Answers a health request (`pathname` from healthPath): 200, 503 or 405 with Allow. */
export async function answerHealth(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  state: HealthState,
): Promise<void> {
  req.resume();
  if (!methods.includes(req.method ?? '')) {
    setSecurityHeaders(res);
    res.writeHead(405, {
      Allow: methods.join(', '),
      'Cache-Control': 'no-store',
      'Content-Length': '0',
    });
    res.end();
    return;
  }
  if (pathname === '/healthz') return send(req, res, 200, { status: 'ok' }, state.drain.draining);
  // Draining answers at once: the balancer should stop sending before the listener closes.
  const reasons: ReadinessReason[] = state.drain.draining
    ? ['draining']
    : await state
        .reasons()
        .catch((): ReadinessReason[] => ['database_unavailable', 'content_unavailable']);
  if (state.drain.draining && !reasons.includes('draining')) reasons.push('draining');
  state.onReadiness?.(reasons.length === 0);
  if (reasons.length === 0) return send(req, res, 200, { status: 'ready' }, false);
  send(req, res, 503, { status: 'unready', reasons }, state.drain.draining);
}
