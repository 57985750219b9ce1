import type { APIRoute } from 'astro';
import { enableDraft } from '@/features/publishing/draft-routes';
import { methodNotAllowed } from '@/server/api/method-not-allowed';

export const GET: APIRoute = ({ request }) => enableDraft(request);

export const ALL = methodNotAllowed('GET');
