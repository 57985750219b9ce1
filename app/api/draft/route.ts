import { draftMode } from 'next/headers';
import { enableDraft } from '@/features/publishing/draft-routes';

/** Draft mode for editors (src/features/publishing/draft-routes.ts), with Next's own draft mode too. */
export const GET = (request: Request) =>
  enableDraft(request, async () => (await draftMode()).enable());
