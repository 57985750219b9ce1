import { useCallback, useEffect, useRef, useState } from 'react';
import { leadCampaignOf, SAVED_CAMPAIGN_QUERY_KEY } from '@/lib/lead-campaign';
import { formTokenOf } from './form-token-field';
import { newIdempotencyKey } from './idempotency-key';
import { type Failure, failureOf } from './failure';
import { sleep, submitJson, type SubmitOutcome } from './submit-client';

/** What the client needs to know of an API endpoint (server/api/endpoint.ts describes them all). */
export type EndpointInfo = { path: string; idempotent: boolean; botCheck: boolean };

export type SubmissionState =
  | { phase: 'idle' }
  | { phase: 'sending'; retrying: boolean }
  | { phase: 'failed'; failure: Failure };

/** The visitor's campaign: this URL's utm_* values, else those the tracker saved from the landing page. */
export function visitorCampaign() {
  try {
    return (
      leadCampaignOf(window.location.search) ??
      leadCampaignOf(window.localStorage.getItem(SAVED_CAMPAIGN_QUERY_KEY) ?? '')
    );
  } catch {
    return undefined; // storage blocked: the lead goes without its campaign
  }
}

type Prepared = { path: string; valuesJson: string; key: string | undefined; body: unknown };

/**
 * Sends a form's values to an endpoint. One submission has one Idempotency-Key and one frozen body
 * (fill time included), reused by its retries and by a resend of the same values after a failure, so
 * a lost answer never makes a second record. A send while one is running is ignored.
 */
export function useFormSubmission({ minFillMs }: { minFillMs: number }) {
  const shownAt = useRef<number | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const running = useRef(false);
  const pending = useRef(new Map<string, Prepared>());
  const [state, setState] = useState<SubmissionState>({ phase: 'idle' });

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  const prepare = useCallback(
    async (endpoint: EndpointInfo, values: Record<string, unknown>): Promise<Prepared> => {
      const valuesJson = JSON.stringify(values);
      const previous = pending.current.get(endpoint.path);
      if (previous && previous.valuesJson === valuesJson) return previous;
      let body: unknown = values;
      if (endpoint.botCheck) {
        const since = () => performance.now() - (shownAt.current ?? performance.now());
        // A person who is quicker than the bot check (autofill) waits a moment instead of failing.
        if (since() < minFillMs) await sleep(minFillMs - since() + 50);
        const campaign = visitorCampaign();
        // The token the page rendered into this form (the honeypot sits in every bot-checked form).
        const formToken = formTokenOf(honeypotRef.current);
        body = {
          ...values,
          website: honeypotRef.current?.value ?? '',
          ...(formToken ? { form_token: formToken } : {}),
          fill_ms: Math.round(since()),
          ...(campaign ? { campaign } : {}),
        };
      }
      const key = endpoint.idempotent ? newIdempotencyKey() : undefined;
      return { path: endpoint.path, valuesJson, key, body };
    },
    [minFillMs],
  );

  const send = useCallback(
    async <T>(
      endpoint: EndpointInfo,
      values: Record<string, unknown>,
    ): Promise<SubmitOutcome<T> | null> => {
      if (running.current) return null;
      running.current = true;
      setState({ phase: 'sending', retrying: false });
      try {
        const prepared = await prepare(endpoint, values);
        pending.current.set(endpoint.path, prepared);
        const outcome = await submitJson<T>({
          url: endpoint.path,
          body: prepared.body,
          idempotencyKey: prepared.key,
          onRetry: () => setState({ phase: 'sending', retrying: true }),
        });
        // Only an unanswered submission may be sent again as the same one.
        if (outcome.ok || outcome.reason !== 'unavailable') pending.current.delete(endpoint.path);
        setState(outcome.ok ? { phase: 'idle' } : { phase: 'failed', failure: failureOf(outcome) });
        return outcome;
      } finally {
        running.current = false;
      }
    },
    [prepare],
  );

  const clearFailure = useCallback(() => setState({ phase: 'idle' }), []);
  return { send, state, honeypotRef, clearFailure, busy: state.phase === 'sending' };
}
