import * as Toast from '@radix-ui/react-toast';
import { useClearPlacement } from '@/components/ui/toast-placement';

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
  const [setRegion, placeClass] = useClearPlacement();
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
      <Toast.Viewport
        ref={setRegion}
        label={labels.viewport}
        className={`fixed right-0 ${placeClass} z-50 m-4 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none`}
      />
    </Toast.Provider>
  );
}
