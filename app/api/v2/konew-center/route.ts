import { branchQuerySchema, branchResource, findBranches } from '@/features/branches/branch-query';
import { parseQuery } from '@/server/api/query-params';

/** Public branch data; it changes only with a deploy, so caches may keep it for a while. */
const cacheControl = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';

export function GET(request: Request) {
  const query = parseQuery(request, branchQuerySchema);
  if (!query.ok) return query.response;
  const data = findBranches(query.data).map(branchResource);
  return Response.json(
    { data, count: data.length },
    { headers: { 'Cache-Control': cacheControl } },
  );
}
