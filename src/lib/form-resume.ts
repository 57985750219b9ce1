/**
 * Where a form in steps keeps its place and what was typed (use-step-history.ts, use-form-draft.ts),
 * and whether a page load opens one part-way through: its hydration cannot wait for the visitor
 * then (src/lib/hydrate-on-interaction.script.ts).
 */

/** The address's step parameter: `?step=3` is the third step. */
export const STEP_PARAM = 'step';

/** The sessionStorage key of a form's draft. */
export const draftStorageKey = (name: string) => `konew:draft:${name}`;

/** Whether the page opens the form `name` part-way: a step in the address, or a draft in this tab. */
export function resumesForm(name: string): boolean {
  if (new URL(window.location.href).searchParams.has(STEP_PARAM)) return true;
  try {
    return window.sessionStorage.getItem(draftStorageKey(name)) !== null;
  } catch {
    // Storage turned off: no draft was kept.
    return false;
  }
}

/** The sessionStorage key of the answer a form on `path` was sent with (sent-answer.ts). */
export const sentStorageKey = (path: string) => `konew:sent:${path}`;

/** Whether this load reopens the page (a reload, back or forward), rather than a new visit. */
export function reopensPage(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Whether a reload of this page should show its form's success again: an answer kept in this tab. */
export function reopensSentForm(): boolean {
  try {
    return (
      reopensPage() && window.sessionStorage.getItem(sentStorageKey(location.pathname)) !== null
    );
  } catch {
    return false;
  }
}
