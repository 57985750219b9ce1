// The answers the OpenAPI document lists for each endpoint, and the one error body they share.
import type { ApiErrorCode } from './api-error';
import type { Endpoint } from './endpoint';
import { output } from './json-schema';

/** An answer with the error body (components.schemas.Error). */
export const errorRef = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** A POST endpoint's answers: its success, and the errors it can give. */
export function responses(endpoint: Endpoint) {
  const codes = (list: ApiErrorCode[]) => `Codes: ${list.join(', ')}.`;
  return {
    [endpoint.successStatus]: {
      description: 'Success',
      content: { 'application/json': { schema: output(endpoint.response) } },
    },
    ...(endpoint.idempotent
      ? {
          400: errorRef(
            codes(['idempotency_key_missing', 'idempotency_key_invalid', 'invalid_json']),
          ),
        }
      : { 400: errorRef(codes(['invalid_json'])) }),
    403: errorRef(codes(['forbidden_origin'])),
    ...(endpoint.errors.includes('not_found') ? { 404: errorRef(codes(['not_found'])) } : {}),
    ...(endpoint.idempotent
      ? {
          409: errorRef(
            codes([
              'request_in_progress',
              'idempotency_key_conflict',
              ...endpoint.errors.filter((c) => c.includes('submitted') || c.includes('outdated')),
            ]),
          ),
        }
      : {}),
    413: errorRef(codes(['payload_too_large'])),
    415: errorRef(codes(['unsupported_media_type'])),
    422: errorRef(
      codes([
        'validation_failed',
        ...(endpoint.botCheck
          ? ([
              'bot_suspected',
              'submitted_too_fast',
              'form_token_invalid',
              'form_token_expired',
            ] as const)
          : []),
        ...(endpoint.idempotent ? (['idempotency_key_reused'] as const) : []),
      ]) + ' `fields` maps each field path to a code.',
    ),
    429: errorRef(
      codes(['rate_limited']) +
        ' Retry-After and retry_after_seconds say when to try again. Stored submissions and refused attempts (400, 413, 422) are limited apart; replays of a stored submission are not counted.',
    ),
    500: errorRef(codes(['internal_error']) + ' Quote error_id to support.'),
    503: errorRef(
      codes(['database_unavailable', 'content_unavailable', 'shutting_down', 'overloaded']) +
        " Retry-After says when to try again. Nothing was stored. `content_unavailable`: the loan product's published terms the request is checked against cannot be read.",
    ),
  };
}

/** The error body every failed request answers with (src/server/api/api-error.ts). */
export const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code'],
      properties: {
        code: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
        error_id: { type: 'string', format: 'uuid' },
        retry_after_seconds: { type: 'integer', minimum: 1 },
      },
    },
  },
};
