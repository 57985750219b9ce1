'use client';

import {
  Activity,
  use,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { firstUseEvents } from '@/components/layout/early-submit-script';
import { sendHeldSubmit } from '@/components/layout/held-submit';
import { hasDraft } from './use-form-draft';
import { stepInAddress } from './use-step-history';

// A kept draft or a later step in the address is put back by the form as soon as it hydrates.
let inUse =
  typeof window === 'undefined' || Boolean(window.__firstUse) || hasDraft() || stepInAddress() > 0;

/** Settles at the visitor's first use of the page (at once when in use already). */
const firstUse = new Promise<void>((resolve) => {
  if (inUse) return resolve();
  const open = () => {
    // Set synchronously, so React can hydrate the form inside this very event and hand it on.
    inUse = true;
    for (const type of firstUseEvents) window.removeEventListener(type, open, true);
    resolve();
  };
  for (const type of firstUseEvents) window.addEventListener(type, open, true);
});

const noSubscription = () => () => {};

function WaitForFirstUse({
  children,
  wrapper,
}: {
  children: ReactNode;
  wrapper: RefObject<HTMLDivElement | null>;
}) {
  // True only while React hydrates server HTML: a form rendered on the client never waits.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  if (hydrating && !inUse) use(firstUse);
  useEffect(() => {
    // The form is React's now: what tests and tools wait for, and the time to send a held submit.
    wrapper.current?.setAttribute('data-ready', '');
    sendHeldSubmit();
  }, [wrapper]);
  return children;
}

/**
 * Hydrates a form when the visitor first uses the page (a press, a key, a focus, an input), not
 * while the page loads, so its code (react-hook-form, the form's own hooks) stays off the load. The
 * server HTML is there at once and works as it is: fields take what is typed (put back when the form
 * hydrates, typed-before-hydration.ts) and a submit is held until React handles it. React hydrates
 * an `<Activity>` boundary after the rest of the page, and at once when an event reaches inside it;
 * while the gate is shut it leaves the server HTML in place. Unlike `<Suspense>`, the boundary is
 * never moved out of the prerendered HTML, so the form works without JavaScript.
 */
export function HydrateOnFirstUse({ children }: { children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  return (
    // The layout's inline script holds a submit from in here that React has not handled.
    <div data-hydrates-on-first-use="" className="contents" ref={wrapper}>
      <Activity mode="visible">
        <WaitForFirstUse wrapper={wrapper}>{children}</WaitForFirstUse>
      </Activity>
    </div>
  );
}
