import type { FieldErrors } from '@/lib/field-error-code';
/** Stable codes the forms translate; the HTTP status says the class, the code says which. */
export type ApiErrorCode =
  | 'forbidden_origin'
  | 'unauthorized'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'invalid_json'
  | 'validation_failed'
  | 'bot_suspected'
  | 'submitted_too_fast'
  | 'form_token_invalid'
  | 'form_token_expired'
  | 'idempotency_key_missing'
  | 'idempotency_key_invalid'
  | 'idempotency_key_reused'
  | 'idempotency_key_conflict'
  | 'request_in_progress'
  | 'rate_limited'
  | 'not_found'
  | 'method_not_allowed'
  | 'terms_version_outdated'
  | 'application_already_submitted'
  | 'application_incomplete'
  | 'database_unavailable'
  /** The content store has no valid entry the request is judged by (a loan product's terms). */
  | 'content_unavailable'
  | 'shutting_down'
  /** Answered by serve/admission.ts before the route runs: the instance is at its capacity. */
  | 'overloaded'
  | 'internal_error';

export type { FieldErrors };

/** The one error type of the API: a status, a stable code, optional field codes and Retry-After. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields?: FieldErrors;
  readonly retryAfterSeconds?: number;

  constructor(
    status: number,
    code: ApiErrorCode,
    options: { fields?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const validationFailed = (fields: FieldErrors) =>
  new ApiError(422, 'validation_failed', { fields });
