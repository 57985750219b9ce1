import { fieldErrorCode, fieldErrors } from '@/lib/field-error-code';
import type { LeadCampaign } from '@/lib/lead-campaign';
import { ApiError } from '@/server/api/api-error';
import { leadCampaignSchema } from '@/server/submissions/lead-campaign-schema';

/**
 * Takes the optional `campaign` (the visitor's utm_* values) out of a form's body: like the bot-check
 * fields it rides beside the form's own fields and is stored beside the record, not in its payload.
 * An invalid one is refused (422, `campaign: invalid_campaign`); the form kit sends only valid ones.
 */
export function takeCampaign(body: Record<string, unknown>): {
  campaign: LeadCampaign | undefined;
  body: Record<string, unknown>;
} {
  if (!('campaign' in body)) return { campaign: undefined, body };
  const { campaign, ...rest } = body;
  const parsed = leadCampaignSchema.optional().safeParse(campaign, { error: fieldErrorCode });
  if (!parsed.success) {
    const fields = Object.fromEntries(
      Object.entries(fieldErrors(parsed.error)).map(([key, code]) => [
        key === '$root' ? 'campaign' : `campaign.${key}`,
        code,
      ]),
    );
    throw new ApiError(422, 'validation_failed', { fields });
  }
  return { campaign: parsed.data, body: rest };
}
