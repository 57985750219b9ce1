'use client';

import { useEffect } from 'react';

// Set by the form just before it opens the result; a result opened any other way keeps focus alone.
let arriving = false;

export const arriveFromForm = () => {
  arriving = true;
};

/** On a result the form just opened, focus goes to its heading, so a screen reader announces it. */
export function FocusOnArrival({ targetId }: { targetId: string }) {
  useEffect(() => {
    if (!arriving) return;
    arriving = false;
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [targetId]);
  return null;
}
