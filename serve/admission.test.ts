import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admissionDefaults, admissionSettings, createAdmission } from './admission';

/** An answer that closes when the test says. */
const answer = () => new EventEmitter() as EventEmitter & { once: EventEmitter['once'] };

afterEach(() => vi.useRealTimers());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('admission', () => {
  it('runs up to its limit, lines the rest up in order, and starts them as places free up', () => {
    const admission = createAdmission({ limit: 2, waitMs: 500 });
    const started: number[] = [];
    const answers = [answer(), answer(), answer(), answer()];
    answers.forEach((res, index) =>
      admission.admit(
        res,
        () => started.push(index),
        () => started.push(-index),
      ),
    );
    expect(started).toEqual([0, 1]);
    expect(admission.load).toEqual({ running: 2, waiting: 2 });
    answers[1]?.emit('close');
    expect(started).toEqual([0, 1, 2]);
    answers[0]?.emit('close');
    expect(started).toEqual([0, 1, 2, 3]);
    expect(admission.load).toEqual({ running: 2, waiting: 0 });
  });

  it('refuses a request that waited its time without a place, and forgets one whose client left', () => {
    vi.useFakeTimers();
    const admission = createAdmission({ limit: 1, waitMs: 500 });
    const refused: string[] = [];
    const started: string[] = [];
    const take = (name: string) => {
      const res = answer();
      admission.admit(
        res,
        () => started.push(name),
        () => refused.push(name),
      );
      return res;
    };
    const first = take('first');
    take('waits');
    const leaves = take('leaves');
    leaves.emit('close');
    expect(admission.load.waiting).toBe(1);
    vi.advanceTimersByTime(499);
    expect(refused).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(refused).toEqual(['waits']);
    first.emit('close');
    expect(started).toEqual(['first']);
    expect(admission.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once, beside running ones, while the event loop lags past its limit', async () => {
    const window = admissionDefaults.loopWindowMs;
    const admission = createAdmission({ limit: 32, waitMs: 500, maxLoopDelayMs: 300 });
    const outcome = (name: string) => {
      let said = `${name} waits`;
      admission.admit(
        answer(),
        () => (said = `${name} ran`),
        () => (said = `${name} refused`),
      );
      return said;
    };
    expect(outcome('first')).toBe('first ran');
    await sleep(50); // the meter's first samples
    // The loop held for 700 ms (a saturated instance): refused until a window passes without lag.
    const until = performance.now() + 700;
    while (performance.now() < until);
    await vi.waitFor(() => expect(outcome('during')).toBe('during refused'), {
      timeout: 2 * window,
      interval: 20,
    });
    // (A loaded test machine may lag on its own for a window or two.)
    await vi.waitFor(() => expect(outcome('after')).toBe('after ran'), {
      timeout: 5_000,
      interval: window,
    });
    admission.stop();
  });

  it('reads its settings from the environment, with defaults for unset or bad values', () => {
    expect(admissionSettings(undefined, undefined, undefined)).toEqual(admissionDefaults);
    expect(admissionSettings('8', '0', '0')).toEqual({
      ...admissionDefaults,
      limit: 8,
      waitMs: 0,
      maxLoopDelayMs: 0,
    });
    expect(admissionSettings('0', 'x', '-1')).toEqual({ ...admissionDefaults, limit: 1 });
  });
});
