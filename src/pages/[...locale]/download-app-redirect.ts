import type { APIRoute } from 'astro';
import { downloadAppRedirect } from '@/features/app-handoff/download-app-redirect';
import { routeLocale } from '@/i18n/route-locale';

/** Phones to their app store, desktops to the download page of the route's locale. */
export const GET: APIRoute = ({ request, params, rewrite }) => {
  const locale = routeLocale(params.locale);
  if (!locale) return rewrite('/404');
  return downloadAppRedirect(request, locale);
};
