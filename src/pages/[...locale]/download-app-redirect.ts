import type { APIRoute } from 'astro';
import { downloadAppRedirect } from '@/features/app-handoff/download-app-redirect';

/** Phones to their app store, desktops to the download page of the route's locale. */
export const GET: APIRoute = ({ request, locals }) => downloadAppRedirect(request, locals.locale);
