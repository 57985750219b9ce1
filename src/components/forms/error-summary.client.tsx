import { useLocale, useTranslations } from 'use-intl';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { fieldId } from './field-shell.client';
import { errorSummaryEvent, focusInput, scrollBehavior } from './focus-first-error';
import { itemsIn, same, typingElsewhere, type Line, type SummaryItem } from './error-summary-items';

/**
 * At the top of a form: after a failed send (the form's own check or the server's 422), how many
 * fields need attention and a link to each, in an alert that takes focus (unless the visitor has
 * gone on to type in another field meanwhile). The forms ask for it by `focusField`
 * (focus-first-error.ts); it follows the errors as they are fixed and goes with the last.
 */
export function ErrorSummary({ initial = [] }: { initial?: SummaryItem[] } = {}) {
  const t = useTranslations('Forms.errorSummary');
  const locale = useLocale();
  // Read so the summary renders again whenever the form's errors change.
  const { errors } = useFormState();
  const box = useRef<HTMLDivElement>(null);
  const pending = useRef<string | null>(null);
  // A form shown again by the server after a post (no JavaScript yet) starts with its summary shown.
  const [asked, setAsked] = useState(initial.length > 0 ? 1 : 0);
  const [items, setItems] = useState<SummaryItem[]>(initial);
  const line = useCallback<Line>((label, message) => t('item', { label, message }), [t]);

  // Where focus was when the form was sent: a visitor who has gone on to type in another field while
  // the check ran (a slow first check, a slow server) keeps the focus there.
  const sentFrom = useRef<Element | null>(null);
  useEffect(() => {
    const element = box.current;
    const form = element?.closest('form');
    const show = (event: Event) => {
      pending.current = (event as CustomEvent<string>).detail;
      setAsked((count) => count + 1);
    };
    const sent = () => (sentFrom.current = document.activeElement);
    element?.addEventListener(errorSummaryEvent, show);
    form?.addEventListener('submit', sent, { capture: true });
    return () => {
      element?.removeEventListener(errorSummaryEvent, show);
      form?.removeEventListener('submit', sent, { capture: true });
    };
  }, []);

  // The list follows the fields as they are fixed; a new error joins it only at the next send,
  // so the summary never grows (and moves the form) while the visitor is still typing.
  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form || asked === 0) return;
    const observer = new MutationObserver(() => {
      const found = itemsIn(form, line);
      setItems((current) => {
        const kept = found.filter((item) => current.some((shown) => shown.name === item.name));
        return same(kept, current) ? current : kept;
      });
    });
    observer.observe(form, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [asked, line]);

  // Asked to show: the list is read from the fields' errors, then focus comes here once it shows them.
  useLayoutEffect(() => {
    const form = box.current?.closest('form');
    const asking = pending.current;
    if (!form || asking === null) return;
    const found = itemsIn(form, line);
    if (!same(found, items)) {
      setItems(found);
      return;
    }
    pending.current = null;
    const from = sentFrom.current;
    sentFrom.current = null;
    if (found.length === 0) focusInput(asking);
    else if (!typingElsewhere(form, from)) {
      box.current?.focus({ preventScroll: true });
      box.current?.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
    }
  }, [asked, items, line]);

  const shown = asked > 0 && items.length > 0 && Object.keys(errors).length > 0;
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      data-error-summary=""
      data-testid="error-summary"
      className={
        shown
          ? 'mb-6 scroll-mt-24 rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-red-700 sm:col-span-2'
          : 'sr-only'
      }
    >
      {shown ? (
        <>
          <p className="font-semibold">
            {t(new Intl.PluralRules(locale).select(items.length) === 'one' ? 'one' : 'other', {
              count: items.length,
            })}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {items.map((item) => (
              <li key={item.name}>
                <a
                  href={`#${fieldId(item.name)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    focusInput(item.name);
                  }}
                  className="font-semibold text-red-900 underline underline-offset-2"
                >
                  {item.text}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
