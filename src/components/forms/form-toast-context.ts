import { createContext, use } from 'react';

/** Shows a confirmation toast: FormToastProvider (form-toast.client.tsx) gives it; outside one, nothing. */
export const ShowToast = createContext<(message: string) => void>(() => undefined);

/** A form's way to confirm something in a toast (a form without a toast provider shows none). */
export function useToast(): (message: string) => void {
  return use(ShowToast);
}
