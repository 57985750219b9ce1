import type { z } from 'zod';
import type { Db } from '@/db/client';
import type { LeadCampaign } from '@/lib/lead-campaign';
import { fieldErrorCode, fieldErrors } from '@/lib/field-error-code';
import { takeCampaign } from '@/server/submissions/campaign-field';
import { validationFailed } from './api-error';
import { judgeBotCheck, splitBotCheck } from './bot-check';
import type { Endpoint } from './endpoint';
import { botCheckRules, loadFormTokenKey } from './form-token-key';

/**
 * A body's own fields (a form's bot-check fields and campaign taken out) and its bot check, judged
 * only for a new submission: a retry of a stored one is answered before (its token guarded the first).
 */
export function submissionBody(
  endpoint: Endpoint<z.ZodType>,
  received: Record<string, unknown>,
): {
  body: Record<string, unknown>;
  campaign?: LeadCampaign;
  judgeBotCheck(db?: Db): Promise<void>;
} {
  if (!endpoint.botCheck) return { body: received, judgeBotCheck: async () => {} };
  const { fields, rest } = splitBotCheck(received);
  return {
    ...takeCampaign(rest),
    /** Refuses a bot (422); given the database, first reads the form-token key kept there. */
    judgeBotCheck: async (db?: Db) => {
      if (db && fields.form_token !== undefined) await loadFormTokenKey(db);
      judgeBotCheck(fields, botCheckRules(endpoint.name));
    },
  };
}

/**
 * The endpoint's request, parsed strictly from the body's own fields (422 with field codes), by
 * `schema` where the request is judged by content read now (a loan's published range), else by its own.
 */
export function parseInput<Req extends z.ZodType>(
  endpoint: Endpoint<Req>,
  body: Record<string, unknown>,
  schema: Req = endpoint.request,
): z.output<Req> {
  const parsed = schema.safeParse(body, { error: fieldErrorCode });
  if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
  return parsed.data;
}
