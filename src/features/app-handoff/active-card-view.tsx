import { TextPage } from '@/components/content/text-page';
import { CardArt } from '@/components/ui/card-art';
import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';
import { downloadAppLink, TrackedButtonRow } from '@/features/analytics/tracked-button-links';

/** Card activation: the page's copy, then open the app or get it. */
export function ActiveCardView({ locale, origin }: { locale: AppLocale; origin: string }) {
  const t = translator(locale, 'Common');
  return (
    <TextPage locale={locale} origin={origin} namespace="ActiveCardPage" path="/active_card">
      <CardArt locale={locale} className="mb-8 w-64 max-w-full" />
      <TrackedButtonRow
        locale={locale}
        section="activation"
        links={[
          { href: '/open-app-redirect', action: 'open_app', label: t('openApp') },
          downloadAppLink(t('getTheApp'), 'secondary'),
        ]}
      />
    </TextPage>
  );
}
