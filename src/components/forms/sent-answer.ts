import { useEffect } from 'react';
import { reopensPage, sentStorageKey } from '@/lib/form-resume';

// A sent form's answer (its reference to quote), kept in this tab's sessionStorage under the page's
// path, so that reloading the success view shows it again (issue 52 item 8). Only a reload, back or
// forward shows it: a visit by a link opens the form afresh and forgets it. Never in the address.

const key = () => sentStorageKey(window.location.pathname);

/** Keeps the answer the form was sent with, for a reload of this page. */
export function keepSentAnswer(answer: unknown) {
  try {
    window.sessionStorage.setItem(key(), JSON.stringify(answer));
  } catch {
    // Storage turned off: a reload shows the form again, as before.
  }
}

/** The answer kept before this reload, or null (forgotten when the page was opened afresh). */
export function keptSentAnswer<A>(): A | null {
  try {
    const kept = window.sessionStorage.getItem(key());
    if (kept === null) return null;
    if (reopensPage()) return JSON.parse(kept) as A;
    window.sessionStorage.removeItem(key());
  } catch {
    // Storage turned off or a value that is not JSON: nothing to show.
  }
  return null;
}

/**
 * Once hydrated, gives `restore` the answer kept before this reload (after the first render, so the
 * server's HTML and the first client render agree); returns the function that keeps a new one.
 */
export function useSentAnswer<A>(restore: (answer: A) => void) {
  useEffect(() => {
    const kept = keptSentAnswer<A>();
    if (kept !== null) restore(kept);
    // Once, on the page's first render in the browser.
  }, []);
  return keepSentAnswer;
}
