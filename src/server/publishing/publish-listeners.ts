// What else a publish drops in this process: a module that keeps its own copy of published content
// (the loan terms every submission is checked against, loan-products.ts) registers here, and the
// publish webhook calls it once the tags are recorded for the other instances (revalidate-webhook.ts).
import { processSingleton } from '@/lib/process-singleton';

type Listener = (tags: readonly string[]) => void;

const listeners = () => processSingleton('publishing.listeners', () => new Set<Listener>());

/** Calls `listener` with the tags of each publish this process receives. */
export function onPublish(listener: Listener): void {
  listeners().add(listener);
}

/** Tells every listener of a publish (the webhook, after the route cache's invalidation). */
export function notifyPublish(tags: readonly string[]): void {
  for (const listener of listeners()) listener(tags);
}
