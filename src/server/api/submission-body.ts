import type { z } from 'zod';
import { takeCampaign } from '@/server/submissions/campaign-field';
import { takeBotCheck } from './bot-check';
import type { Endpoint } from './endpoint';
import { botCheckRules } from './form-token-key';

/** A body's own fields: a form's bot check (refused here if it fails) and campaign taken out. */
export function submissionBody(endpoint: Endpoint<z.ZodType>, received: Record<string, unknown>) {
  return endpoint.botCheck
    ? takeCampaign(takeBotCheck(received, botCheckRules(endpoint.name)))
    : { body: received, campaign: undefined };
}
