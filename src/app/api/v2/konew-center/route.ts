import { branchQuerySchema, branchResource, findBranches } from '@/features/branches/branch-query';

/** Public branch data; it changes only with a deploy, so caches may keep it for a while. */
const cacheControl = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';

export function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const keys = [...params.keys()];
  const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
  const parsed = branchQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success || repeated.length > 0) {
    const fields: Record<string, string> = Object.fromEntries(
      repeated.map((key) => [key, 'repeated']),
    );
    for (const issue of parsed.error?.issues ?? []) {
      if (issue.code === 'unrecognized_keys')
        for (const key of issue.keys) fields[key] = 'unknown_parameter';
      else fields[String(issue.path[0] ?? 'query')] = 'invalid_value';
    }
    return Response.json(
      { error: { code: 'validation_failed', fields } },
      { status: 422, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const data = findBranches(parsed.data).map(branchResource);
  return Response.json(
    { data, count: data.length },
    { headers: { 'Cache-Control': cacheControl } },
  );
}
