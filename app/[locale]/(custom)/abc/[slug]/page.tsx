import { isPreview } from '@/content/queries';
import { env } from '@/env';
import { renderTime } from '@/content/dates';
import { getContent } from '@/content/queries';
import { landingMetadata, loadLandingPage } from '@/features/landing/landing-page';
import { LandingView } from '@/features/landing/landing-view';
import { resolvePageLocale } from '@/i18n/page-locale';
import { routing } from '@/i18n/routing';

/** Only published slugs exist: an unknown one is a 404 that is never rendered or cached (no ISR entry per probe). */
export const dynamicParams = false;

export async function generateStaticParams() {
  const content = await getContent();
  const params: Array<{ locale: string; slug: string }> = [];
  for (const locale of routing.locales)
    for (const { slug } of await content.landingPages('campaign', locale))
      params.push({ locale, slug });
  return params;
}

export async function generateMetadata({ params }: PageProps<'/[locale]/abc/[slug]'>) {
  const locale = await resolvePageLocale(params);
  return landingMetadata(await loadLandingPage('campaign', (await params).slug, locale), locale);
}

export default async function Page({ params }: PageProps<'/[locale]/abc/[slug]'>) {
  const locale = await resolvePageLocale(params);
  const page = await loadLandingPage('campaign', (await params).slug, locale);
  return (
    <LandingView
      page={page}
      locale={locale}
      origin={env.SITE_ORIGIN}
      preview={await isPreview()}
      now={renderTime()}
    />
  );
}
