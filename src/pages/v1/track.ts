import type { APIRoute } from 'astro';
import { collectEvent } from '@/features/analytics/collect-event';
import { methodNotAllowed } from '@/server/api/method-not-allowed';

/** The built-in analytics collector, used when no tracking service is configured. */
export const POST: APIRoute = ({ request }) => collectEvent(request);

export const ALL = methodNotAllowed('POST');
