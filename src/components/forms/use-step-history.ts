import { useCallback, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { STEP_PARAM } from '@/lib/form-resume';

/** The step the address names (`?step=3` is the third), as an index; the first without one. */
export function stepInAddress(): number {
  const named = Number(new URL(window.location.href).searchParams.get(STEP_PARAM));
  return Number.isInteger(named) && named > 1 ? named - 1 : 0;
}

function addressOf(index: number): string {
  const url = new URL(window.location.href);
  if (index === 0) url.searchParams.delete(STEP_PARAM);
  else url.searchParams.set(STEP_PARAM, String(index + 1));
  return `${url.pathname}${url.search}${url.hash}`;
}

type Options = {
  /** Shows a step (a state setter). */
  show: (index: number) => void;
  /** The last step's index. */
  last: number;
  /** Whether a step's fields pass their checks (without showing its messages yet). */
  complete: (index: number) => Promise<boolean>;
};

/** The step the address asks for, or the first earlier one that is not complete. */
async function reachable(wanted: number, { last, complete }: Options): Promise<number> {
  const target = Math.min(wanted, last);
  for (let index = 0; index < target; index++) if (!(await complete(index))) return index;
  return target;
}

/**
 * Gives each step of a multi-step form its own history entry, so Back and Forward move between the
 * steps. Only the step's number goes in the address (`?step=2`), never anything typed. A reload or a
 * link to a later step opens the first step whose earlier steps do not pass their checks.
 */
export function useStepHistory(options: Options) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    let current = true;
    const follow = async () => {
      const wanted = stepInAddress();
      const step = wanted === 0 ? 0 : await reachable(wanted, latest.current);
      if (!current) return;
      if (step !== wanted) window.history.replaceState(null, '', addressOf(step));
      latest.current.show(step);
    };
    // Runs after the draft is put back (that hook's effect comes first).
    void follow();
    const onPop = () => void follow();
    window.addEventListener('popstate', onPop);
    return () => {
      current = false;
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  /** Opens a step as a new history entry. */
  return useCallback((index: number) => {
    if (index !== stepInAddress()) window.history.pushState(null, '', addressOf(index));
    flushSync(() => latest.current.show(index));
  }, []);
}
