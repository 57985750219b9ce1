import type { Db } from '@/db/client';
import { submissionKinds } from '@/server/submissions/submission-kinds';
import { deleteKeysBefore } from '@/server/idempotency/idempotency-repository';
import { deleteRateLimitWindowsBefore } from '@/server/rate-limit/rate-limit-repository';
import { housekeepingDays, type RetentionPolicy } from './retention-policy';
import { deleteDeliveredBefore, deleteEventsBefore, purgeRecords } from './retention-repository';

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** Applies the retention policy once; answers how many rows of each kind were purged or deleted. */
export async function runPurge(
  db: Db,
  policy: RetentionPolicy,
  now = new Date(),
): Promise<Record<string, number>> {
  const report: Record<string, number> = {};
  for (const kind of submissionKinds) {
    if (kind === 'owner_loan_application') {
      report.owner_loan_draft = await purgeRecords(
        db,
        kind,
        daysBefore(now, policy.owner_loan_draft),
        { status: 'draft' },
      );
      report[kind] = await purgeRecords(db, kind, daysBefore(now, policy[kind]), {
        notStatus: 'draft',
      });
    } else {
      report[kind] = await purgeRecords(db, kind, daysBefore(now, policy[kind]));
    }
  }
  report.analytics_events = await deleteEventsBefore(db, daysBefore(now, policy.analytics_event));
  report.idempotency_keys = await deleteKeysBefore(
    db,
    daysBefore(now, housekeepingDays.idempotencyKeys),
  );
  report.rate_limit_windows = await deleteRateLimitWindowsBefore(
    db,
    daysBefore(now, housekeepingDays.rateLimitWindows),
  );
  report.delivered_outbox_rows = await deleteDeliveredBefore(
    db,
    daysBefore(now, housekeepingDays.deliveredOutbox),
  );
  return report;
}
