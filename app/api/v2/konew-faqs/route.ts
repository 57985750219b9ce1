import { getContent } from '@/content/queries';
import { faqQuerySchema, selectFaqs } from '@/features/faq/faq-api';
import { parseQuery } from '@/server/api/query-params';

/** FAQ changes when editors publish; caches may keep it a while (the webhook refreshes the data). */
const cacheControl = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';

/** GET /api/v2/konew-faqs?locale=&category=&slug=&skip=&per_page= : the FAQ from the content layer. */
export async function GET(request: Request) {
  const query = parseQuery(request, faqQuerySchema);
  if (!query.ok) return query.response;
  const faqs = await (await getContent()).faqs(query.data.locale);
  return Response.json(selectFaqs(faqs, query.data), {
    headers: { 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' },
  });
}
