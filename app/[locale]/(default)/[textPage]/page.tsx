import { notFound } from 'next/navigation';
import { TextPage } from '@/components/content/text-page';
import { textPageMetadata } from '@/components/content/text-page-metadata';
import { env } from '@/env';
import { routing } from '@/i18n/routing';
import { resolvePageLocale } from '@/i18n/page-locale';
import { textPages } from '@/config/text-pages';
import { AnalyticsOptOut } from '@/features/analytics/analytics-opt-out';

/** The long-form info pages (about, contact, privacy, legal...): one route, copy from messages. */
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) =>
    Object.keys(textPages).map((textPage) => ({ locale, textPage })),
  );
}

function namespaceOf(textPage: string) {
  const namespace = textPages[textPage];
  if (!namespace) notFound();
  return namespace;
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[textPage]'>) {
  const { textPage } = await params;
  return textPageMetadata(params, namespaceOf(textPage), `/${textPage}`);
}

export default async function Page({ params }: PageProps<'/[locale]/[textPage]'>) {
  const { textPage } = await params;
  const locale = await resolvePageLocale(params);
  return (
    <TextPage
      locale={locale}
      origin={env.SITE_ORIGIN}
      namespace={namespaceOf(textPage)}
      path={`/${textPage}`}
    >
      {textPage === 'privacy_policy_web' ? <AnalyticsOptOut /> : null}
    </TextPage>
  );
}
