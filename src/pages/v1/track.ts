import type { APIRoute } from 'astro';
import { collectEvent } from '@/features/analytics/collect-event';

/** The built-in analytics collector, used when no tracking service is configured. */
export const POST: APIRoute = ({ request }) => collectEvent(request);
