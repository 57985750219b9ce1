import { draftMode } from 'next/headers';
import { sameSitePath } from '@/components/navigation/safe-url';

/** Leaves draft mode and returns to the page (a same-site path only). */
export async function GET(request: Request) {
  (await draftMode()).disable();
  const target = sameSitePath(new URL(request.url).searchParams.get('path') ?? undefined, '/');
  return new Response(null, {
    status: 307,
    headers: { Location: target, 'cache-control': 'no-store' },
  });
}
