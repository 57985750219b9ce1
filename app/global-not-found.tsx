import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { errorCopy } from '@/components/errors/error-copy';
import { ErrorCopyProvider } from '@/components/errors/error-copy.client';
import { ErrorScreen } from '@/components/errors/error-screen.client';
import { NavigationEffects } from '@/components/layout/navigation-effects.client';
import { site } from '@/config/site';
import { trackerConfig } from '@/features/analytics/analytics-config';
import { AnalyticsTracker } from '@/features/analytics/analytics-tracker.client';
import { localeOfPath } from '@/i18n/locale-path';
import { requestPathHeader } from '@/lib/request-path';
import '@/styles/globals.css';

/** The path the visitor asked for (set by src/proxy.ts), and the locale it belongs to. */
async function requested() {
  const path = (await headers()).get(requestPathHeader) ?? undefined;
  return { path, locale: localeOfPath(path ?? '/') };
}

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await requested();
  const t = await getTranslations({ locale, namespace: 'Error' });
  // Next adds `noindex` to every 404 itself.
  return { title: `${t('notFoundTitle')} | ${site.cardBrand[locale]}` };
}

/**
 * Every 404 of a page path: an unknown path, a route whose check fails (an unpublished slug), /404.
 * Next answers it with this document directly (experimental.globalNotFound), so the served HTML
 * carries the status, the message with the full path, and the way home, with or without JavaScript.
 * (A segment not-found.tsx reached by a thrown notFound() arrives as an empty document that only the
 * browser's scripts fill in.) The empty layout: no header, no footer.
 */
export default async function GlobalNotFound() {
  const { path, locale } = await requested();
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <ErrorCopyProvider copy={await errorCopy(locale)}>
          <NavigationEffects />
          <AnalyticsTracker {...trackerConfig()} />
          <main id="main" className="flex-1">
            <ErrorScreen statusCode={404} requestPath={path} />
          </main>
        </ErrorCopyProvider>
      </body>
    </html>
  );
}
