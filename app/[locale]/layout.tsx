import { isAppLocale } from '@/config/locales';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { errorCopy } from '@/components/errors/error-copy';
import { ErrorCopyProvider } from '@/components/errors/error-copy.client';
import { EarlySubmitGuard } from '@/components/layout/early-submit-guard';
import { NavigationEffects } from '@/components/layout/navigation-effects.client';
import { site } from '@/config/site';
import { env } from '@/env';
import { trackerConfig } from '@/features/analytics/analytics-config';
import { AnalyticsTracker } from '@/features/analytics/analytics-tracker.client';
import { routing } from '@/i18n/routing';
import '@/styles/globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Site' });
  return {
    metadataBase: new URL(env.SITE_ORIGIN),
    title: { template: `%s | ${site.cardBrand[locale]}`, default: site.cardBrand[locale] },
    description: t('description'),
    applicationName: site.cardBrand[locale],
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <EarlySubmitGuard />
        {/* No next-intl provider here (its formatter would load on every page): islands get their text
            rendered on the server; the forms' pages add ClientMessages with their own messages. */}
        <ErrorCopyProvider copy={await errorCopy(locale)}>
          <NavigationEffects />
          <AnalyticsTracker {...trackerConfig()} />
          {children}
        </ErrorCopyProvider>
      </body>
    </html>
  );
}
