import { collectEvent } from '@/features/analytics/collect-event';

/** The built-in analytics collector, used when no tracking service is configured. */
export const POST = collectEvent;
