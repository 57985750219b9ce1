import type { ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * The fields and buttons of a form without a plain-post path (the page offers another form without
 * JavaScript), disabled until the island runs: a step sent before would be refused (405).
 * The instalment planner's fields wait the same way: sent plainly, they would only reload the page.
 *
 * `typingBeforeHydration`: with JavaScript, the fields take typing before React runs (the
 * `client:interaction` directive enables them; react-hook-form keeps what was typed before it was
 * ready). The form's send buttons must then wait for React themselves (SubmitButton `disabled`).
 */
export function FieldsOnceHydrated({
  children,
  testId,
  className = '',
  typingBeforeHydration = false,
}: {
  children: ReactNode;
  testId?: string;
  /** Classes besides `min-w-0` (a fieldset is otherwise as wide as its content). */
  className?: string;
  typingBeforeHydration?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <fieldset
      disabled={!hydrated}
      className={`min-w-0 ${className}`.trim()}
      data-testid={testId}
      data-typing-before-hydration={typingBeforeHydration ? '' : undefined}
    >
      {children}
    </fieldset>
  );
}
