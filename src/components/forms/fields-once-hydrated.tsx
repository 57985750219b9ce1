import type { ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * The fields and buttons of a form without a plain-post path (the page offers another form without
 * JavaScript), disabled until the island runs: a step sent before would be refused (405), and what
 * was typed could be lost, as react-hook-form puts its default values into the fields it registers.
 * The instalment planner's fields wait the same way: sent plainly, they would only reload the page.
 */
export function FieldsOnceHydrated({
  children,
  testId,
  className = '',
}: {
  children: ReactNode;
  testId?: string;
  /** Classes besides `min-w-0` (a fieldset is otherwise as wide as its content). */
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={`min-w-0 ${className}`.trim()} data-testid={testId}>
      {children}
    </fieldset>
  );
}
