import { ApiError } from '@/server/api/api-error';
import type { Endpoint } from '@/server/api/endpoint';
import { meter } from './meter';

/** The refusal's code: the ApiError's, else what error-response.ts answers (503 or 500). */
function reasonOf(response: Response, error: unknown): string {
  if (error instanceof ApiError) return error.code;
  return response.status === 503 ? 'database_unavailable' : 'internal_error';
}

/**
 * Counts a submitting endpoint's answer: `submissions.stored` (its success status, not a replay) or
 * `submissions.refused` by `reason` (the error code). Labels: the endpoint's name and the code only.
 */
export function countSubmission(endpoint: Endpoint, response: Response, error: unknown): void {
  if (endpoint.rateLimit !== 'submit') return;
  if (response.headers.has('Idempotent-Replayed')) return;
  if (response.status === endpoint.successStatus) {
    meter()
      .createCounter('submissions.stored', { description: 'Submissions stored, by endpoint' })
      .add(1, { kind: endpoint.name });
    return;
  }
  meter()
    .createCounter('submissions.refused', {
      description: 'Submissions refused, by endpoint and error code',
    })
    .add(1, { kind: endpoint.name, reason: reasonOf(response, error) });
}
