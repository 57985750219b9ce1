declare global {
  interface Window {
    __takeHeldSubmit?: () => { form: HTMLFormElement; submitter: HTMLElement | null } | null;
    /** Set by the layout's inline script at the visitor's first press, key or input. */
    __firstUse?: true;
  }
}

/**
 * A form the visitor sent before React handled it, held by the layout's inline script
 * (early-submit-script.ts), is sent again: called once the page has hydrated and once each form
 * that waits for its first use has (hydrate-on-first-use.client.tsx). The forms put back what was
 * typed in their hydration effects, which run first; this waits one task more. A submit sent while
 * a form still waits is held again by the script.
 */
export function sendHeldSubmit() {
  const held = window.__takeHeldSubmit?.();
  if (!held) return;
  setTimeout(() => {
    if (!held.form.isConnected) return;
    const submitter = held.submitter?.isConnected ? held.submitter : undefined;
    held.form.requestSubmit(submitter);
  }, 0);
}
