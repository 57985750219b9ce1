import { isPreview } from '@/content/queries';
import { env } from '@/env';
import { renderTime } from '@/content/dates';
import { landingMetadata, loadLandingPage } from '@/features/landing/landing-page';
import { LandingView } from '@/features/landing/landing-view';
import { resolvePageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/promotion_material/airline_mcc_dpp'>) {
  const locale = await resolvePageLocale(params);
  return landingMetadata(
    await loadLandingPage('promotion_material', 'airline_mcc_dpp', locale),
    locale,
  );
}

/** Promotion material from the content store (landing page `airline_mcc_dpp`, type promotion_material). */
export default async function Page({
  params,
}: PageProps<'/[locale]/promotion_material/airline_mcc_dpp'>) {
  const locale = await resolvePageLocale(params);
  const page = await loadLandingPage('promotion_material', 'airline_mcc_dpp', locale);
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
