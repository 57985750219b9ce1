// Overload refused cleanly (issue 53, item 6): each instance runs at most `limit` requests through
// the site at once; the next ones wait in line for at most `waitMs`, and a request that cannot start
// by then is answered 503 with Retry-After before any of its work ran (it stored nothing). So at twice
// the capacity the requests taken still finish quickly, and the others learn at once to come back,
// instead of queueing in the socket backlog until their connections fail. Health probes, static
// files and the draining answer do not pass through here.
// A count of requests misses an instance whose own thread is the bottleneck (a long render, a
// synchronous library): requests then wait before they reach this line. So while the event loop's delay (its 99th
// percentile over the last window) stays past `maxLoopDelayMs`, a request that arrives beside running
// ones is refused at once, which empties the backlog cheaply.
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Default settings: `MAX_CONCURRENT_REQUESTS`, `MAX_QUEUE_WAIT_MS`, `MAX_EVENT_LOOP_DELAY_MS` (0: off)
 * (docs/configuration.md); the loop is measured every 10 ms and judged every `loopWindowMs`.
 */
export const admissionDefaults = {
  limit: 32,
  waitMs: 500,
  // Off unless set: measured (PGlite then on the server thread), it refused nothing at 300/s and refused
  // 4 of 5 posts to a process that had just started (its first request holds the loop past 1 s).
  maxLoopDelayMs: 0,
  loopWindowMs: 250,
} as const;

type Answerable = {
  once(event: 'close', listener: () => void): unknown;
};

type Waiter = { start: () => void; timer: NodeJS.Timeout };

export type Admission = {
  /** Runs `start` now or when a place frees up; calls `refuse` when none frees up in time. */
  admit(res: Answerable, start: () => void, refuse: () => void): void;
  /** Requests running and waiting now (for logs and tests). */
  readonly load: { running: number; waiting: number };
  /** Stops measuring the event loop. */
  stop(): void;
};

/** Whether the event loop lagged past `maxMs` in the last window (never, with `maxMs` 0). */
function loopLagMeter(maxMs: number, windowMs: number) {
  if (maxMs <= 0) return { lagging: () => false, stop: () => undefined };
  const delays = monitorEventLoopDelay({ resolution: 10 });
  delays.enable();
  let lagging = false;
  const judge = setInterval(() => {
    lagging = delays.count > 0 && delays.percentile(99) / 1e6 > maxMs;
    delays.reset();
  }, windowMs).unref();
  return {
    lagging: () => lagging,
    stop: () => (clearInterval(judge), delays.disable()),
  };
}

export function createAdmission({
  limit,
  waitMs,
  maxLoopDelayMs = 0,
  loopWindowMs = admissionDefaults.loopWindowMs,
}: {
  limit: number;
  waitMs: number;
  maxLoopDelayMs?: number;
  loopWindowMs?: number;
}): Admission {
  let running = 0;
  const line: Waiter[] = [];
  const loop = loopLagMeter(maxLoopDelayMs, loopWindowMs);

  function run(res: Answerable, start: () => void) {
    running += 1;
    res.once('close', () => {
      running -= 1;
      const next = line.shift();
      if (next) {
        clearTimeout(next.timer);
        next.start();
      }
    });
    start();
  }

  return {
    admit(res, start, refuse) {
      if (running > 0 && loop.lagging()) return refuse();
      if (running < limit) return run(res, start);
      const waiter: Waiter = {
        start: () => run(res, start),
        timer: setTimeout(() => {
          const at = line.indexOf(waiter);
          if (at !== -1) line.splice(at, 1);
          refuse();
        }, waitMs),
      };
      line.push(waiter);
      // A client that leaves while waiting gives its place up.
      res.once('close', () => {
        const at = line.indexOf(waiter);
        if (at === -1) return;
        line.splice(at, 1);
        clearTimeout(waiter.timer);
      });
    },
    get load() {
      return { running, waiting: line.length };
    },
    stop: loop.stop,
  };
}

/** The settings from the environment: whole numbers, the defaults when unset or not a number. */
export function admissionSettings(
  limit = process.env.MAX_CONCURRENT_REQUESTS,
  waitMs = process.env.MAX_QUEUE_WAIT_MS,
  maxLoopDelayMs = process.env.MAX_EVENT_LOOP_DELAY_MS,
) {
  const whole = (value: string | undefined, fallback: number) => {
    const number = Number(value);
    return value && Number.isInteger(number) && number >= 0 ? number : fallback;
  };
  return {
    ...admissionDefaults,
    limit: Math.max(1, whole(limit, admissionDefaults.limit)),
    waitMs: whole(waitMs, admissionDefaults.waitMs),
    maxLoopDelayMs: whole(maxLoopDelayMs, admissionDefaults.maxLoopDelayMs),
  };
}
