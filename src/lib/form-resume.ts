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
