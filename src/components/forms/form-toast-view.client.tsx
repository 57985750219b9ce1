import * as Toast from '@radix-ui/react-toast';
import { ClearToastViewport } from '@/components/ui/clear-toast-viewport.client';

export type ShownToast = { id: number; message: string };

/** Radix's toast, loaded with the first confirmation (form-toast.client.tsx). */
export default function FormToastView({
  toasts,
  durationMs,
  labels,
  onClosed,
}: {
  toasts: ShownToast[];
  durationMs: number;
  labels: { region: string; viewport: string; close: string };
  onClosed: (id: number) => void;
}) {
  return (
    <Toast.Provider duration={durationMs} label={labels.region}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          type="foreground"
          onOpenChange={(open) => {
            if (!open) onClosed(toast.id);
          }}
          className="flex items-start gap-3 rounded-lg bg-slate-900 p-4 text-white shadow-lg data-[state=closed]:opacity-0"
          data-testid="toast"
        >
          <Toast.Description className="flex-1 leading-6">{toast.message}</Toast.Description>
          <Toast.Close
            aria-label={labels.close}
            className="-m-1 min-h-8 min-w-8 rounded text-xl leading-none hover:bg-slate-700"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <ClearToastViewport label={labels.viewport} />
    </Toast.Provider>
  );
}
