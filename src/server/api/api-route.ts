import type { z } from 'zod';
import { type Db, getDatabase } from '@/db/client';
import { withTimeBudget } from '@/db/database-errors';
import { env } from '@/env';
import { ApiError } from './api-error';
import type { Endpoint } from './endpoint';
import { clientIp } from './client-ip';
import { databaseGate } from './database-gate';
import { clientHash, idempotencyKeyOf, requestHash } from '@/server/idempotency/idempotency';
import { findPrior, type Prior, recordAnswer } from '@/server/idempotency/idempotency-repository';
import {
  holdingKey,
  type KeyedRequest,
  PriorUseError,
  writeWithAnswer,
} from '@/server/idempotency/keyed-write';
import { isDraining, trackRequest } from '@/server/idempotency/in-flight';
import { logger } from '@/lib/logger';
import {
  claimRateLimit,
  passRateLimit,
  settleRateLimit,
} from '@/server/rate-limit/submission-limit';
import { wakeOutboxRelay } from '@/server/lead-delivery/outbox-signal';
import { toErrorResponse, UNAVAILABLE_RETRY_SECONDS } from './error-response';
import { jsonResponse } from './respond';
import { checkJsonContentType, checkOrigin, readJsonObject } from './request-guards';
import { requestIdOf } from './request-id';
import { siteOrigins } from './site-origins';
import { parseInput, submissionBody } from './submission-body';
import { countSubmission } from '@/server/telemetry/submission-metrics';
import { insertSubmission } from '@/server/submissions/submission-repository';
import { storeSubmissionWithAnswer } from './store-submission';
import type { RouteOptions, Serve, ServeContext } from './route-options';

async function serveOnce<Req extends z.ZodType, Res extends z.ZodType>(
  endpoint: Endpoint<Req, Res>,
  serve: Serve<Req, Res>,
  { replay, requestNow }: RouteOptions<Req, Res>,
  request: Request,
  requestId: string,
): Promise<Response> {
  if (isDraining())
    throw new ApiError(503, 'shutting_down', { retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS });
  checkOrigin(request, siteOrigins());
  checkJsonContentType(request);
  await claimRateLimit(endpoint, request);
  const key = endpoint.idempotent ? idempotencyKeyOf(request.headers) : null;
  const { body, campaign, judgeBotCheck } = submissionBody(endpoint, await readJsonObject(request));
  const input = parseInput(endpoint, body, await requestNow?.());
  const db = async () => (await getDatabase()).db;
  const budgetMs = env.DB_TIMEOUT_MS;
  const plain: ServeContext = {
    requestId,
    campaign,
    db,
    store: async (work) => (await db()).transaction(work),
    storeSubmission: async (submission, answer) =>
      answer(await insertSubmission(await db(), submission)),
  };

  if (!key) {
    await judgeBotCheck();
    passRateLimit(request);
    const result = await withTimeBudget(serve(input, plain), budgetMs);
    return jsonResponse(result, endpoint.successStatus, requestId);
  }

  const keyed: KeyedRequest = {
    ref: { scope: endpoint.name, key },
    owner: {
      requestHash: requestHash(body),
      clientHash: clientHash(endpoint.name, clientIp(request.headers, env.TRUSTED_PROXY_HOPS)),
    },
    status: endpoint.successStatus,
  };
  const sealed = (answer: z.input<Res>) => (replay ? replay.seal(answer) : answer);
  const answerPrior = async (prior: Prior): Promise<Response> => {
    switch (prior.kind) {
      case 'replay': {
        const answer = replay
          ? await withTimeBudget(replay.reopen(prior.body, plain), budgetMs)
          : prior.body;
        return jsonResponse(answer, prior.status, requestId, { 'Idempotent-Replayed': 'true' });
      }
      case 'other_client':
        throw new ApiError(409, 'idempotency_key_conflict');
      case 'in_flight':
        throw new ApiError(409, 'request_in_progress', { retryAfterSeconds: 1 });
      case 'mismatch':
        throw new ApiError(422, 'idempotency_key_reused');
    }
  };
  // No claim before the work: the answer is stored in the work's own transaction (one commit).
  // The database work waits for a turn of it, or is refused 503 before any of it ran.
  const { kind } = await withTimeBudget(getDatabase(), budgetMs);
  return holdingKey(keyed.ref, () =>
    databaseGate(kind).run(async () => {
      const { ref, owner } = keyed;
      const prior = await withTimeBudget(
        db().then((handle) => findPrior(handle, ref, owner)),
        budgetMs,
      );
      // A stored answer is replayed whatever the retry's form token (a restart may have made it stale).
      if (prior) return answerPrior(prior);
      await withTimeBudget(db().then(judgeBotCheck), budgetMs);
      passRateLimit(request);
      let recorded = false;
      // What `store` and `storeSubmission` return is the endpoint's answer (see ServeContext).
      const seal = (answer: unknown) => sealed(answer as z.input<Res>);
      const stored = <T>(result: T): T => {
        recorded = true;
        return result;
      };
      const store = async <T>(work: (tx: Db) => Promise<T>) =>
        stored(await writeWithAnswer(await db(), keyed, work, seal));
      const storeSubmission: ServeContext['storeSubmission'] = async (submission, answer) =>
        stored(await storeSubmissionWithAnswer(await db(), keyed, submission, answer, seal));
      try {
        const context = { ...plain, store, storeSubmission };
        const result = await withTimeBudget(serve(input, context), budgetMs);
        const late = recorded
          ? undefined
          : await recordAnswer(await db(), ref, owner, keyed.status, sealed(result));
        if (late) return answerPrior(late);
        wakeOutboxRelay();
        return jsonResponse(result, endpoint.successStatus, requestId);
      } catch (error) {
        if (error instanceof PriorUseError) return answerPrior(error.prior);
        throw error;
      }
    }),
  );
}

/** A route handler for `endpoint`: guards, parses, calls `serve`, answers; thin routes stay thin. */
export function apiRoute<Req extends z.ZodType, Res extends z.ZodType>(
  endpoint: Endpoint<Req, Res>,
  serve: Serve<Req, Res>,
  options: RouteOptions<Req, Res> = {},
) {
  return (request: Request): Promise<Response> =>
    trackRequest(async () => {
      const [started, requestId] = [performance.now(), requestIdOf(request.headers)];
      let failure: unknown;
      const response = await serveOnce(endpoint, serve, options, request, requestId).catch(
        (error: unknown) => toErrorResponse((failure = error), requestId, endpoint.name),
      );
      await settleRateLimit(request, response);
      countSubmission(endpoint, response, failure);
      logger.info(
        {
          request_id: requestId,
          endpoint: endpoint.name,
          status: response.status,
          replayed: response.headers.has('Idempotent-Replayed') || undefined,
          duration_ms: Math.round(performance.now() - started),
        },
        'api request',
      );
      return response;
    });
}
