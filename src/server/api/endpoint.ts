import type { z } from 'zod';
import type { ApiErrorCode } from './api-error';

/**
 * One API endpoint, described once: the route serves it and the OpenAPI document is generated from it.
 * `request` is the form's own schema; bot-check fields are added on the wire when `botCheck` is set.
 */
export type Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = {
  /** Rate-limit and idempotency scope; the last path segment. */
  name: string;
  path: `/api/${string}`;
  summary: string;
  description?: string;
  request: Req;
  response: Res;
  successStatus: 200 | 201;
  /** `submit`: stores something (RATE_LIMIT_SUBMIT); `read`: answers from data (RATE_LIMIT_READ). */
  rateLimit: 'submit' | 'read';
  /** Requires an Idempotency-Key and stores the answer for replays. */
  idempotent: boolean;
  botCheck: boolean;
  /** Codes this endpoint can answer besides the common ones (documentation). */
  errors: ApiErrorCode[];
  /** One valid body (without the bot-check fields), shown in the document and posted by its test. */
  example: z.input<Req>;
};

export const defineEndpoint = <Req extends z.ZodType, Res extends z.ZodType>(
  endpoint: Endpoint<Req, Res>,
) => endpoint;

/** A public GET endpoint whose query string `query` judges (see parseQuery). */
export type QueryEndpoint = {
  name: string;
  path: `/api/${string}`;
  summary: string;
  description?: string;
  query: z.ZodObject;
};
