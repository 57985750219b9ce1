import type { APIRoute } from 'astro';
import { enableDraft } from '@/features/publishing/draft-routes';

export const GET: APIRoute = ({ request }) => enableDraft(request);
