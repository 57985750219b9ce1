import type { Faq } from '@/content/model';
import type { AppLocale } from '@/config/locales';
import { branchQuerySchema, branchResource, findBranches } from '@/features/branches/branch-query';
import { faqQuerySchema, selectFaqs } from '@/features/faq/faq-api';
import type { Endpoint, QueryEndpoint } from '@/server/api/endpoint';
import { openApiDocument } from '@/server/api/openapi';
import { parseQuery } from '@/server/api/query-params';

/** Public data that changes with a deploy or a publish: caches may keep it a while. */
const cacheControl = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';

/** GET /api/v2/konew-center?region=&district= : the branches. */
export function branchesRoute(request: Request): Response {
  const query = parseQuery(request, branchQuerySchema);
  if (!query.ok) return query.response;
  const data = findBranches(query.data).map(branchResource);
  return Response.json(
    { data, count: data.length },
    { headers: { 'Cache-Control': cacheControl } },
  );
}

/**
 * GET /api/v2/konew-faqs?locale=&category=&slug=&skip=&per_page= : the FAQ from the content layer
 * (`faqsOf` reads it: the site content; the webhook refreshes the data).
 */
export async function faqsRoute(
  request: Request,
  faqsOf: (locale: AppLocale) => Promise<readonly Faq[]>,
): Promise<Response> {
  const query = parseQuery(request, faqQuerySchema);
  if (!query.ok) return query.response;
  const faqs = await faqsOf(query.data.locale);
  return Response.json(selectFaqs(faqs, query.data), {
    headers: { 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' },
  });
}

/** The API's OpenAPI 3.1 document, generated from the same zod schemas the routes and forms use. */
export function openApiRoute(documented: {
  endpoints: Endpoint[];
  queries: QueryEndpoint[];
}): Response {
  return Response.json(
    openApiDocument(documented.endpoints, documented.queries, {
      title: 'Konew website API',
      version: '2.0.0',
    }),
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}
