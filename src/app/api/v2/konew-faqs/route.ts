import { getContent } from '@/content/queries';
import { faqQuerySchema, selectFaqs } from '@/features/faq/faq-api';

/** FAQ changes when editors publish; caches may keep it a while (the webhook refreshes the data). */
const cacheControl = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';

/** GET /api/v2/konew-faqs?locale=&category=&slug=&skip=&per_page= : the FAQ from the content layer. */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const keys = [...params.keys()];
  const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
  const parsed = faqQuerySchema.safeParse(Object.fromEntries(params));
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
  const faqs = await (await getContent()).faqs(parsed.data.locale);
  return Response.json(selectFaqs(faqs, parsed.data), {
    headers: { 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' },
  });
}
