// An open-loop load at an even pace: request i leaves at start + i / rate seconds whether or not the
// earlier ones have been answered (what "50 requests per second" means for visitors arriving
// independently). autocannon's rate is an allowance per connection and second, so its requests leave
// in bursts at the top of each second, and its p99 measures how long a burst takes to clear.
import { setTimeout as sleep } from 'node:timers/promises';

export type PacedResult = {
  /** Milliseconds from sending each request to the end of its answer, ascending. */
  latencies: number[];
  /** The same, of the requests the server took (any answer but 503), ascending. */
  taken: number[];
  statuses: Map<number, number>;
  errors: number;
  seconds: number;
};

export async function pacedLoad(
  rate: number,
  total: number,
  send: (index: number) => Promise<Response>,
): Promise<PacedResult> {
  const latencies: number[] = [];
  const taken: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  const one = async (index: number) => {
    const sent = performance.now();
    try {
      const response = await send(index);
      await response.arrayBuffer();
      latencies.push(performance.now() - sent);
      if (response.status !== 503) taken.push(performance.now() - sent);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    } catch {
      errors++;
    }
  };
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = start + (index * 1000) / rate - performance.now();
    if (due > 0) await sleep(due);
    inFlight.push(one(index));
  }
  await Promise.all(inFlight);
  return {
    latencies: latencies.sort((a, b) => a - b),
    taken: taken.sort((a, b) => a - b),
    statuses,
    errors,
    seconds: (performance.now() - start) / 1000,
  };
}
