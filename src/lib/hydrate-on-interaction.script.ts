import type { ClientDirective } from 'astro';
import { reopensSentForm, resumesForm } from './form-resume';
import { whenIdle } from './when-idle';

/**
 * `client:interaction`: the island hydrates when the visitor first uses it: a pointer over it or
 * pressed in it, focus in it, a key or typing in it. Scrolling past it, or only reading, loads
 * nothing of React.
 *
 * Only for an island that works as plain HTML until then: a form that posts without JavaScript and
 * keeps what was typed when it hydrates (the single-step forms: valuation, both enquiries, account
 * deletion), or a form in steps whose first step takes typing before React runs:
 * `client:interaction="<draft name>"` (both applications). Such a form's fields, disabled in the
 * HTML for a visitor without JavaScript (FieldsOnceHydrated `typingBeforeHydration`), are enabled
 * here. Its send buttons (`data-waits-for-react`) are enabled too, and a tap or click on one (or Enter
 * in a field) before React runs is held and made again once React has taken the button over (its mark
 * gone): the visitor's first tap on Next does what it says. Opened part-way (a later step in the address, or a draft in this
 * tab), it hydrates when the browser is first idle instead, as `client:idle` would: its fields stay
 * disabled until React has put the step and the draft back. So does a reload of a sent form's success
 * view (an answer kept in this tab, components/forms/sent-answer.ts), which React shows again.
 *
 * Registered in astro.config.ts; Astro inlines it in the pages that use it, with the policy's hash.
 */
const firstUse = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'] as const;

const hydrateOnInteraction: ClientDirective = (load, options, island) => {
  const stop = new AbortController();
  const start = async () => {
    stop.abort();
    const hydrate = await load();
    await hydrate();
  };
  const draft = typeof options.value === 'string' ? options.value : '';
  if ((draft && resumesForm(draft)) || reopensSentForm()) {
    whenIdle(() => void start(), 2000);
    return;
  }
  for (const fieldset of island.querySelectorAll<HTMLFieldSetElement>(
    'fieldset[data-typing-before-hydration]',
  ))
    fieldset.disabled = false;
  for (const type of firstUse)
    island.addEventListener(type, () => void start(), {
      capture: true,
      passive: true,
      signal: stop.signal,
    });
  holdTapsUntilReact(island, () => void start());
};

const waiting = 'button[data-waits-for-react]';

/** Opens the buttons that wait for React; a tap on one is made again once React has rendered it. */
function holdTapsUntilReact(island: HTMLElement, start: () => void) {
  const buttons = island.querySelectorAll<HTMLButtonElement>(waiting);
  if (!buttons.length) return;
  for (const button of buttons) button.disabled = false;
  const hold = new AbortController();
  let tapped: HTMLButtonElement | null = null;
  const reactRuns = new MutationObserver(() => {
    if (island.querySelector(waiting)) return;
    reactRuns.disconnect();
    hold.abort();
    if (tapped?.isConnected) tapped.click();
  });
  reactRuns.observe(island, { subtree: true, childList: true, attributes: true });
  island.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest(waiting) : null;
      if (!(button instanceof HTMLButtonElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      tapped = button;
      start();
    },
    { capture: true, signal: hold.signal },
  );
}

export default hydrateOnInteraction;
