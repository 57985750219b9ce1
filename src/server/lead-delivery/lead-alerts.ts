import { logger } from '@/lib/logger';
import { countLeadAlert, type LeadAlertReason } from './lead-metrics';

/** What operations are told about a lead: its reference and kind, never the applicant's data. */
export type LeadAlert = { reference: string; kind: string; reason: LeadAlertReason };

/** Sends alerts to operations by a channel that does not depend on the webhook receiver (ops-mail.ts). */
export type Notify = (alerts: LeadAlert[]) => Promise<void>;

const messages: Record<LeadAlertReason, string> = {
  dead_lettered: 'lead delivery dead-lettered: retries exhausted, run npm run leads:redeliver',
  overdue: 'lead delivery overdue: still undelivered',
};

/** One error log line and one counter per alert, then one notification for the batch. */
export async function reportLeadAlerts(alerts: LeadAlert[], notify?: Notify): Promise<void> {
  if (alerts.length === 0) return;
  for (const { reference, kind, reason } of alerts) {
    logger.error({ reference, kind, alert: reason }, messages[reason]);
    countLeadAlert(reason, kind);
  }
  if (!notify) return;
  try {
    await notify(alerts);
  } catch (error) {
    // The log lines above still stand; the mail server's answer is no personal data.
    logger.warn(
      { err: { name: (error as Error).name, code: (error as { code?: unknown }).code } },
      'operations alert mail failed',
    );
  }
}
