import * as Toast from '@radix-ui/react-toast';
import { useState } from 'react';
import { ClearToastViewport } from '@/components/ui/clear-toast-viewport.client';
import type { promoCodeLabels } from './promo-code-labels';

/** Toast of the spec: hides by itself after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

type Labels = ReturnType<typeof promoCodeLabels>;

/** A promo code with a copy button; a toast confirms the copy (or says to type it). */
export function PromoCode({ code, labels }: { code: string; labels: Labels }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');

  async function copy() {
    let text = labels.copyFailed;
    try {
      await navigator.clipboard.writeText(code);
      text = labels.copied;
    } catch {
      // Clipboard refused (permissions, old browser): the toast says to type the code instead.
    }
    setOpen(false);
    setMessage(text);
    requestAnimationFrame(() => setOpen(true));
  }

  return (
    <>
      <div className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-dashed border-brand-600 bg-brand-50 p-4">
        <p>
          <span className="block text-sm text-slate-600">{labels.label}</span>
          <span
            className="font-mono text-xl font-bold tracking-wider text-slate-900"
            data-testid="promo-code"
          >
            {code}
          </span>
        </p>
        <button
          type="button"
          onClick={() => void copy()}
          // Without scripting the code is there to read and type; a copy button would do nothing.
          className="needs-script ml-auto min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900"
        >
          {labels.copy}
        </button>
      </div>
      {/* The toast's region arrives with the first copy: its server HTML would carry a style
          attribute, which the pages' CSP refuses. */}
      {message ? (
        <Toast.Provider duration={TOAST_DURATION_MS} label={labels.region}>
          <Toast.Root
            open={open}
            onOpenChange={setOpen}
            className="flex items-center gap-4 rounded-lg bg-slate-900 px-4 py-3 text-white shadow-lg"
            data-testid="promo-toast"
          >
            <Toast.Description>{message}</Toast.Description>
            <Toast.Close
              aria-label={labels.close}
              className="ml-auto rounded px-2 text-lg leading-none hover:bg-white/10"
            >
              ×
            </Toast.Close>
          </Toast.Root>
          <ClearToastViewport label={labels.viewport} />
        </Toast.Provider>
      ) : null}
    </>
  );
}
