import type { APIRoute } from 'astro';
import { disableDraft } from '@/features/publishing/draft-routes';

export const GET: APIRoute = ({ request }) => disableDraft(request);
