import { useEffect, useId, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

type Typed = Array<[name: string, value: string | boolean | string[]]>;

/**
 * What a visitor put in the server-rendered form before the page became interactive: every field
 * whose value differs from the one it was rendered with. Single checkboxes give a boolean, a group
 * of checkboxes sharing a name the checked values, radios and the rest their value.
 */
export function typedIn(form: HTMLFormElement | null): Typed {
  if (!form) return [];
  const typed = new Map<string, string | boolean | string[]>();
  const groups = new Map<string, HTMLInputElement[]>();
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (!element.name || element.type === 'hidden') continue;
      if (element.type === 'checkbox') {
        groups.set(element.name, [...(groups.get(element.name) ?? []), element]);
      } else if (element.type === 'radio') {
        if (element.checked && !element.defaultChecked) typed.set(element.name, element.value);
      } else if (element.value !== element.defaultValue) typed.set(element.name, element.value);
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.name && element.value !== element.defaultValue)
        typed.set(element.name, element.value);
    } else if (element instanceof HTMLSelectElement) {
      const chosen = element.selectedOptions[0];
      const options = Array.from(element.options);
      const rendered = options.find((option) => option.defaultSelected) ?? options[0];
      if (element.name && chosen && chosen !== rendered) typed.set(element.name, chosen.value);
    }
  }
  for (const [name, boxes] of groups) {
    if (boxes.every((box) => box.checked === box.defaultChecked)) continue;
    if (boxes.length === 1) typed.set(name, boxes[0]!.checked);
    else
      typed.set(
        name,
        boxes.filter((box) => box.checked).map((box) => box.value),
      );
  }
  return [...typed];
}

/**
 * Keeps what a visitor typed into a form before its page hydrated (Next's scripts load after the
 * first paint, so on a slow phone there is time to start typing). react-hook-form would reset
 * those fields to its default values when it registers them; the values are read from the page
 * during the hydration render, before React or the form library touch it, and put back into the
 * form once it is mounted. A form rendered later on the client has nothing to read and is left as
 * it is. Returns the id to give the <form> element.
 */
export function useTypedBeforeHydration<T extends FieldValues>(form: UseFormReturn<T>): string {
  const id = useId();
  const [typed] = useState<Typed>(() =>
    typeof document === 'undefined'
      ? []
      : typedIn(document.getElementById(id) as HTMLFormElement | null),
  );
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    for (const [name, value] of typed) {
      const path = name as Path<T>;
      // Only the form's own fields: the bot trap and anything else keep what the page has.
      if (form.getValues(path) === undefined) continue;
      form.setValue(path, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
  }, [typed, form]);
  return id;
}
