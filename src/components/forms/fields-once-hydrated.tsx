import type { ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * The fields and buttons of a form without a plain-post path (the page offers another form without
 * JavaScript), disabled until the island runs: a step sent before would be refused (405), and what
 * was typed could be lost, as react-hook-form puts its default values into the fields it registers.
 */
export function FieldsOnceHydrated({ children, testId }: { children: ReactNode; testId?: string }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="min-w-0" data-testid={testId}>
      {children}
    </fieldset>
  );
}
