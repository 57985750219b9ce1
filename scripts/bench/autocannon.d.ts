// The part of autocannon 9 the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    overallRate?: number;
    headers?: Record<string, string>;
    requests?: Array<Request & { setupRequest?: (request: Request) => Request }>;
  };
  type Histogram = { average: number; p50: number; p99: number; max: number; total: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    /** Bytes received (bodies and headers). */
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  /** Emits `response` (client, statusCode, bytes, responseTime in ms) for every answer. */
  export type Tracker = EventEmitter;

  export default function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): Tracker;
}
