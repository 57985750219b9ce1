import type { APIRoute } from 'astro';
import { disableDraft } from '@/features/publishing/draft-routes';
import { methodNotAllowed } from '@/server/api/method-not-allowed';

export const GET: APIRoute = ({ request }) => disableDraft(request);

export const ALL = methodNotAllowed('GET');
