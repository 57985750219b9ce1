import type { claimDueDeliveries, deliveryRecord } from './outbox-repository';

type Claimed = Awaited<ReturnType<typeof claimDueDeliveries>>[number];
type Found = Awaited<ReturnType<typeof deliveryRecord>>;

/** The JSON a delivery carries: the record, its consents and the campaign that brought it. */
export function deliveryBody(row: Claimed, found: Found): string {
  const { record, consents } = found ?? {};
  return JSON.stringify({
    delivery_id: row.id,
    event: row.event,
    occurred_at: row.createdAt.toISOString(),
    record: record && {
      kind: record.kind,
      reference: record.reference,
      status: record.status,
      locale: record.locale,
      created_at: record.createdAt.toISOString(),
      submitted_at: record.submittedAt?.toISOString() ?? null,
      campaign: {
        source: record.campaignSource,
        medium: record.campaignMedium,
        name: record.campaignName,
      },
      data: record.payload,
      result: record.result,
      consents,
    },
  });
}
