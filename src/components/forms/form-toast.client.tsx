import { useTranslations } from 'use-intl';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { ShowToast } from './form-toast-context';
import type { ShownToast } from './form-toast-view.client';

/** The spec's toast: hides itself after 5000 ms. */
export const TOAST_DURATION_MS = 5_000;

// Radix's toast (about 12 KB gzipped) is fetched with the first confirmation, not with the form.
const FormToastView = lazy(() => import('./form-toast-view.client'));

/** Confirmations that need no answer ("Saved"), announced politely and closed after 5 s. */
export function FormToastProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('Forms.toast');
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback(
    // The latest confirmation replaces any still showing: one message at a time.
    (message: string) => setToasts([{ id: Date.now() + Math.random(), message }]),
    [],
  );
  const onClosed = useCallback(
    (id: number) => setToasts((current) => current.filter((item) => item.id !== id)),
    [],
  );
  return (
    <ShowToast value={show}>
      {children}
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <FormToastView
            toasts={toasts}
            durationMs={TOAST_DURATION_MS}
            labels={{
              region: t('label'),
              // Radix fills `{hotkey}` in the viewport's label itself: the message passes it through.
              viewport: t('viewport', { hotkey: '{hotkey}' }),
              close: t('close'),
            }}
            onClosed={onClosed}
          />
        </Suspense>
      ) : null}
    </ShowToast>
  );
}
