import { metrics } from '@opentelemetry/api';

export type LeadAlertReason = 'dead_lettered' | 'overdue';

const descriptions: Record<LeadAlertReason, string> = {
  dead_lettered: 'Leads given up after the last delivery attempt',
  overdue: 'Leads still undelivered past LEADS_OVERDUE_MINUTES',
};

/**
 * Adds one to the OpenTelemetry counter `leads.delivery.<reason>`, attribute `kind` (sme_enquiry …).
 * A no-op until the process registers a MeterProvider; looked up per call (alerts are rare), so a
 * provider registered after start is still used.
 */
export function countLeadAlert(reason: LeadAlertReason, kind: string): void {
  metrics
    .getMeter('konew-website.lead-delivery')
    .createCounter(`leads.delivery.${reason}`, { description: descriptions[reason] })
    .add(1, { kind });
}
