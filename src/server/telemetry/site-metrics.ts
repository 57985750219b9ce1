import { meter } from './meter';

/** `route_cache.requests` by result (`hit`, `miss`): the route cache's answers to cacheable GETs. */
export function countCacheLookup(result: 'hit' | 'miss'): void {
  meter()
    .createCounter('route_cache.requests', { description: 'Route cache lookups, by result' })
    .add(1, { result });
}

/** `publish_webhook.calls` by the status answered (200, 401, 422, 503…). */
export function countPublishCall(status: number): void {
  meter()
    .createCounter('publish_webhook.calls', { description: 'Content publish webhook calls' })
    .add(1, { status: String(status) });
}

let lastReady: boolean | undefined;

/** `readiness.checks` by result; `readiness.changes` each time /readyz's answer differs from the last. */
export function countReadiness(ready: boolean): void {
  const result = ready ? 'ready' : 'unready';
  const changed = lastReady !== undefined && lastReady !== ready;
  lastReady = ready;
  meter()
    .createCounter('readiness.checks', { description: '/readyz answers, by result' })
    .add(1, { result });
  if (changed)
    meter()
      .createCounter('readiness.changes', { description: '/readyz answer flips' })
      .add(1, { result });
}
