import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { NavigationEffects } from '@/components/layout/navigation-effects.client';
import { site } from '@/config/site';
import { env } from '@/env';
import { trackerConfig } from '@/features/analytics/analytics-config';
import { AnalyticsTracker } from '@/features/analytics/analytics-tracker.client';
import { routing } from '@/i18n/routing';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Site' });
  return {
    metadataBase: new URL(env.SITE_ORIGIN),
    title: { template: `%s | ${site.cardBrand[locale]}`, default: site.cardBrand[locale] },
    description: t('description'),
    applicationName: site.cardBrand[locale],
  };
}

/** Client components get only the message namespaces they use, so pages stay light. */
const clientNamespaces = ['LanguageSwitch', 'Error'] as const;

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages();
  const clientMessages = Object.fromEntries(clientNamespaces.map((ns) => [ns, messages[ns]]));
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <NextIntlClientProvider messages={clientMessages}>
          <NavigationEffects />
          <AnalyticsTracker {...trackerConfig()} />
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
