'use client';

import { useSyncExternalStore } from 'react';
import { browserStore } from './browser-storage';
import { isOptedOut, OPT_OUT_EVENT, OPT_OUT_KEY, setOptedOut } from './opt-out';

type Labels = {
  heading: string;
  label: string;
  on: string;
  off: string;
  statusOn: string;
  statusOff: string;
};

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === OPT_OUT_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(OPT_OUT_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(OPT_OUT_EVENT, onChange);
  };
}

const optedOutNow = () => isOptedOut(browserStore());

/** The privacy page's analytics switch: off stops every event from this browser. */
export function AnalyticsOptOutSwitch({ labels }: { labels: Labels }) {
  // Unknown on the server (the choice lives in the browser): the switch waits for hydration.
  const optedOut = useSyncExternalStore<boolean | null>(subscribe, optedOutNow, () => null);
  const toggle = () => {
    setOptedOut(browserStore(), !optedOut);
    window.dispatchEvent(new Event(OPT_OUT_EVENT));
  };
  return (
    <section
      aria-labelledby="analytics-choice-heading"
      className="mt-6 rounded-lg border border-slate-200 p-4"
    >
      <h2 id="analytics-choice-heading" className="text-lg font-semibold">
        {labels.heading}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={optedOut !== true}
          aria-labelledby="analytics-choice-label"
          disabled={optedOut === null}
          onClick={toggle}
          data-testid="analytics-opt-out"
          className="inline-flex min-h-11 min-w-20 items-center justify-center rounded-full border border-brand-700 px-4 font-semibold aria-checked:bg-brand-700 aria-checked:text-white disabled:opacity-50"
        >
          {optedOut ? labels.off : labels.on}
        </button>
        <span id="analytics-choice-label">{labels.label}</span>
      </div>
      <p className="mt-3 text-sm text-slate-700" aria-live="polite">
        {optedOut === null ? '' : optedOut ? labels.statusOff : labels.statusOn}
      </p>
    </section>
  );
}
