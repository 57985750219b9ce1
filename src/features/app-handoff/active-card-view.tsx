import { TextPage } from '@/components/content/text-page';
import { ButtonLinkView } from '@/components/ui/button-link-view';
import { CardArt } from '@/components/ui/card-art';
import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';
import { trackedButton } from '@/features/analytics/tracked-buttons';

/** Card activation: the page's copy, then open the app or get it. */
export function ActiveCardView({ locale, origin }: { locale: AppLocale; origin: string }) {
  const t = translator(locale, 'Common');
  return (
    <TextPage locale={locale} origin={origin} namespace="ActiveCardPage" path="/active_card">
      <CardArt locale={locale} className="mb-8 w-64 max-w-full" />
      <div className="flex flex-wrap gap-3">
        <ButtonLinkView
          locale={locale}
          href="/open-app-redirect"
          {...trackedButton('activation', 'open_app')}
        >
          {t('openApp')}
        </ButtonLinkView>
        <ButtonLinkView
          locale={locale}
          href="/download_app"
          variant="secondary"
          {...trackedButton('activation', 'download_app')}
        >
          {t('getTheApp')}
        </ButtonLinkView>
      </div>
    </TextPage>
  );
}
