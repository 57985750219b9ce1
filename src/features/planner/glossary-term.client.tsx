import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

/**
 * A term with its definition in a tooltip: above the term (placement top), 6px away (offset 0 6),
 * shown on hover and on keyboard focus. The same definitions are listed in the page's glossary.
 */
export function GlossaryTerm({
  children,
  definition,
}: {
  children: ReactNode;
  definition: string;
}) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          className="cursor-help rounded-sm text-left underline decoration-dotted decoration-2 underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
        >
          {children}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          alignOffset={0}
          collisionPadding={8}
          className="z-50 max-w-72 rounded-md bg-slate-900 px-3 py-2 text-sm leading-6 text-white shadow-lg transition-opacity duration-150 starting:opacity-0 motion-reduce:transition-none"
          data-testid="glossary-tooltip"
        >
          {definition}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

export const GlossaryProvider = Tooltip.Provider;
