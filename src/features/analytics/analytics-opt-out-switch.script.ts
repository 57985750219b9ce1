// The privacy page's analytics switch (analytics-opt-out-switch-view.tsx) in the browser: shows this
// browser's choice, in this tab and when another tab changes it, and turns analytics off or on.
// Started on every page (site-behaviours.script.ts) beside the tracker, as it shares its storage.
import { browserStore } from './browser-storage';
import { isOptedOut, OPT_OUT_EVENT, OPT_OUT_KEY, setOptedOut } from './opt-out';

function setUp(section: HTMLElement) {
  const button = section.querySelector<HTMLButtonElement>('button[role="switch"]');
  const status = section.querySelector<HTMLElement>('[aria-live]');
  if (!button || !status) return;
  const show = () => {
    const optedOut = isOptedOut(browserStore());
    button.setAttribute('aria-checked', String(!optedOut));
    button.textContent = (optedOut ? button.dataset.labelOff : button.dataset.labelOn) ?? '';
    status.textContent = (optedOut ? section.dataset.statusOff : section.dataset.statusOn) ?? '';
    button.disabled = false;
  };
  button.addEventListener('click', () => {
    setOptedOut(browserStore(), !isOptedOut(browserStore()));
    window.dispatchEvent(new Event(OPT_OUT_EVENT));
  });
  window.addEventListener(OPT_OUT_EVENT, show);
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === OPT_OUT_KEY) show();
  });
  show();
}

export function startOptOutSwitch() {
  for (const section of document.querySelectorAll<HTMLElement>('[data-analytics-opt-out]'))
    setUp(section);
}
