import { getContent } from '@/content/queries';
import { faqsRoute } from '@/features/api-routes/public-get-routes';

/** GET /api/v2/konew-faqs: the FAQ through Next's cached content reads. */
export const GET = (request: Request) =>
  faqsRoute(request, async (locale) => (await getContent()).faqs(locale));
