import type { z } from 'zod';
import type { Db } from '@/db/client';
import type { LeadCampaign } from '@/lib/lead-campaign';
import type { NewSubmission, StoredSubmission } from '@/server/submissions/submission-repository';

// What a route's service is given and what a route adds to its endpoint (api-route.ts runs them).

export type ServeContext = {
  requestId: string;
  /** The visitor's utm_* campaign a form sent beside its fields (stored with the record). */
  campaign?: LeadCampaign;
  db(): Promise<Db>;
  /** Runs `work` in one transaction and answers with its result; an idempotent endpoint stores that answer in the same transaction. */
  store<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Stores a new record and answers with `answer(stored)`: like `store` with one insertSubmission,
   * in one statement that also holds an idempotent endpoint's answer (store-submission.ts).
   */
  storeSubmission<T>(
    submission: NewSubmission,
    answer: (stored: StoredSubmission) => T,
  ): Promise<T>;
};

export type Serve<Req extends z.ZodType, Res extends z.ZodType> = (
  input: z.output<Req>,
  ctx: ServeContext,
) => Promise<z.input<Res>>;

/** An answer holding a secret (an access token): stored for replays without it, replayed with a new one. */
export type Replay<Res extends z.ZodType> = {
  seal(answer: z.input<Res>): unknown;
  reopen(stored: unknown, ctx: ServeContext): Promise<z.input<Res>>;
};

/** What a route adds to its endpoint: a sealed answer's replay, the request's schema as of now. */
export type RouteOptions<Req extends z.ZodType, Res extends z.ZodType> = {
  replay?: Replay<Res>;
  /** The request's schema with what the content store publishes now (a loan's range); may throw a 503. */
  requestNow?: () => Promise<Req>;
};
