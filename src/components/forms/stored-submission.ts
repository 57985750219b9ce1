/**
 * How an endpoint that stores what a form sends is served (server/api/endpoint.ts): 201 once
 * stored, the submit rate limit, one record per Idempotency-Key, behind the bot check.
 */
export const storedSubmission = {
  successStatus: 201,
  rateLimit: 'submit',
  idempotent: true,
  botCheck: true,
} as const;
