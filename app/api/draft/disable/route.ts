import { draftMode } from 'next/headers';
import { disableDraft } from '@/features/publishing/draft-routes';

/** Leaves draft mode (src/features/publishing/draft-routes.ts), Next's own too. */
export const GET = (request: Request) =>
  disableDraft(request, async () => (await draftMode()).disable());
