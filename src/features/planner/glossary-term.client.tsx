import * as Tooltip from '@radix-ui/react-tooltip';
import { useRef, useState, type ReactNode } from 'react';

/**
 * A term with its definition in a tooltip: above the term (placement top), 6px away (offset 0 6),
 * shown on hover and on keyboard focus, and on a tap on a phone (a second tap, or a tap elsewhere,
 * closes it). It stays open while the term has focus: Radix closes a tooltip when the page scrolls,
 * which a focus that brings the term into view does; Escape still closes it. The same definitions
 * are listed in the page's glossary.
 */
export function GlossaryTerm({
  children,
  definition,
}: {
  children: ReactNode;
  definition: string;
}) {
  const [open, setOpen] = useState(false);
  const term = useRef<HTMLButtonElement>(null);
  /** The visitor closed it (Escape, a tap elsewhere): honoured even while the term has focus. */
  const dismissed = useRef(false);
  const lastPointer = useRef('');
  const change = (next: boolean) => {
    if (!next && !dismissed.current && document.activeElement === term.current) return;
    dismissed.current = false;
    setOpen(next);
  };
  return (
    <Tooltip.Root open={open} onOpenChange={change}>
      <Tooltip.Trigger asChild>
        <button
          ref={term}
          type="button"
          onPointerDown={(event) => {
            lastPointer.current = event.pointerType;
            if (event.pointerType !== 'touch') return;
            // A tap toggles it (Radix's tooltip opens on hover and focus only).
            event.preventDefault();
            dismissed.current = open;
            setOpen(!open);
          }}
          onClick={(event) => {
            // Radix closes on click; a tap has already toggled.
            if (lastPointer.current === 'touch') event.preventDefault();
          }}
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
          onEscapeKeyDown={() => (dismissed.current = true)}
          onPointerDownOutside={() => (dismissed.current = true)}
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
