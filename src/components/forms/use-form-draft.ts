import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { draftStorageKey } from '@/lib/form-resume';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The kept values in the form's own shape: unknown keys and values of another type are dropped. */
export function mergeDraft<T extends Plain>(empty: T, kept: unknown): T {
  if (!isPlain(kept)) return empty;
  const merged: Plain = { ...empty };
  for (const [key, value] of Object.entries(empty)) {
    const saved = kept[key];
    if (isPlain(value)) merged[key] = mergeDraft(value, saved);
    else if (Array.isArray(value) ? Array.isArray(saved) : typeof saved === typeof value)
      merged[key] = saved;
  }
  return merged as T;
}

function read(key: string): unknown {
  try {
    const text = window.sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, values: unknown) {
  try {
    if (values === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or turned off: the form works as before, without surviving a reload.
  }
}

/**
 * Keeps what was typed in a form in this tab's sessionStorage (never localStorage), so a reload loses
 * nothing; the tab closing drops it. Only the field values: never an idempotency key or a token.
 * Returns `hasInput()` (anything typed and not yet sent) and `clear()` for after a successful send.
 */
export function useFormDraft<T extends FieldValues>(
  name: string,
  form: UseFormReturn<T>,
  empty: T,
) {
  const key = draftStorageKey(name);
  const typed = useRef(false);
  const sent = useRef(false);
  const blank = JSON.stringify(empty);

  useEffect(() => {
    const kept = read(key);
    if (kept !== null) {
      form.reset(mergeDraft(empty, kept), { keepDefaultValues: true });
      typed.current = true;
    }
    const keep = (values: unknown) => {
      if (sent.current) return;
      typed.current = JSON.stringify(values) !== blank;
      write(key, typed.current ? values : null);
    };
    const watching = form.watch(keep);
    // What the form took from the page as it hydrated (typed before it was interactive) counts too:
    // react-hook-form tells no watcher of a value it already holds.
    if (!typed.current) keep(form.getValues());
    return () => watching.unsubscribe();
  }, [key, form, empty, blank]);

  const clear = useCallback(() => {
    sent.current = true;
    typed.current = false;
    write(key, null);
  }, [key]);
  const hasInput = useCallback(() => typed.current, []);
  return { hasInput, clear };
}
