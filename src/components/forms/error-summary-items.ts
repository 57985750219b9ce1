import { fieldId } from './field-shell.client';
import { fieldInputs } from './focus-first-error';

// What the error summary (error-summary.client.tsx) reads from the form's fields.
export type SummaryItem = { name: string; text: string };

const longest = 80;
/**
 * A label as the summary names its field, before a colon and the error: without the full stop of a
 * label that is a sentence (an agreement), and cut at 80 characters.
 */
export const summaryLabel = (label: string) => {
  const text = label.replace(/[。.]$/u, '');
  return text.length > longest ? `${text.slice(0, longest - 1).trimEnd()}…` : text;
};

/**
 * The words an element shows, as one line: decorations marked aria-hidden and text for screen
 * readers only (a link's "opens in a new tab": the summary's link goes to the field) left out.
 */
function shown(element: Element | null): string {
  const words = (node: Node): string =>
    node instanceof Element
      ? node.getAttribute('aria-hidden') === 'true' || node.classList.contains('sr-only')
        ? ''
        : [...node.childNodes].map(words).join('')
      : (node.textContent ?? '');
  return element ? [...element.childNodes].map(words).join('').replace(/\s+/g, ' ').trim() : '';
}

export type Line = (label: string, message: string) => string;

/**
 * Every field of the form that shows an error, in page order, named by its short name (a box whose
 * label is a whole statement), else its label or question.
 */
export function itemsIn(form: HTMLFormElement, line: Line): SummaryItem[] {
  const items: SummaryItem[] = [];
  for (const error of form.querySelectorAll('[data-testid="field-error"]')) {
    const field = error.closest<HTMLElement>('[data-field]');
    const name = field?.dataset.field;
    if (!field || !name || items.some((item) => item.name === name)) continue;
    const label = field.querySelector(`label[for="${fieldId(name)}"], legend`);
    const named = field.dataset.summaryName ?? shown(label);
    items.push({ name, text: line(summaryLabel(named), shown(error)) });
  }
  return items;
}

/** Focus has gone on, since the form was sent from `from`, to another field of the form. */
export function typingElsewhere(form: HTMLFormElement, from: Element | null): boolean {
  const now = document.activeElement;
  return (
    from !== null && now !== null && now !== from && form.contains(now) && now.matches(fieldInputs)
  );
}

export const same = (a: SummaryItem[], b: SummaryItem[]) =>
  a.length === b.length && a.every((item, index) => item.text === b[index]?.text);
