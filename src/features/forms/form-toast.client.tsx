'use client';

import * as Toast from '@radix-ui/react-toast';
import { usePlainMessages } from '@/i18n/use-plain-messages.client';
import { createContext, use, useCallback, useState, type ReactNode } from 'react';

/** The spec's toast: hides itself after 5000 ms. */
export const TOAST_DURATION_MS = 5_000;

const ShowToast = createContext<(message: string) => void>(() => undefined);

/** Confirmations that need no answer ("Saved"), announced politely and closed after 5 s. */
export function FormToastProvider({ children }: { children: ReactNode }) {
  const t = usePlainMessages('Forms.toast');
  const [toasts, setToasts] = useState<Array<{ id: number; message: string }>>([]);
  const show = useCallback(
    // The latest confirmation replaces any still showing: one message at a time.
    (message: string) => setToasts([{ id: Date.now() + Math.random(), message }]),
    [],
  );
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} label={t('label')}>
      <ShowToast value={show}>{children}</ShowToast>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          type="foreground"
          onOpenChange={(open) => {
            if (!open) setToasts((current) => current.filter((item) => item.id !== toast.id));
          }}
          className="flex items-start gap-3 rounded-lg bg-slate-900 p-4 text-white shadow-lg data-[state=closed]:opacity-0"
          data-testid="toast"
        >
          <Toast.Description className="flex-1 leading-6">{toast.message}</Toast.Description>
          <Toast.Close
            aria-label={t('close')}
            className="-m-1 min-h-8 min-w-8 rounded text-xl leading-none hover:bg-slate-700"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        label={t.raw('viewport') as string}
        className="fixed right-0 bottom-0 z-50 m-4 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none"
      />
    </Toast.Provider>
  );
}

export function useToast(): (message: string) => void {
  return use(ShowToast);
}
