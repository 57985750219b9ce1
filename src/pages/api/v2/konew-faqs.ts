import type { APIRoute } from 'astro';
import { siteContent } from '@/content/site-content';
import { faqsRoute } from '@/features/api-routes/public-get-routes';
import { methodNotAllowed } from '@/server/api/method-not-allowed';

/** GET /api/v2/konew-faqs: the published FAQ (never drafts: the answer is public and cacheable). */
export const GET: APIRoute = ({ request }) =>
  faqsRoute(request, (locale) => siteContent().faqs(locale));

export const ALL = methodNotAllowed('GET');
