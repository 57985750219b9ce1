import { PageFrame } from '@/components/layout/page-frame';
import type { MallMerchant } from '@/content/model';
import { CardDisclosures } from '@/components/layout/card-disclosures';
import { ButtonLinkView } from '@/components/ui/button-link-view';
import { PageHeading } from '@/components/ui/page-heading';
import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';
import { MerchantList } from './merchant-list';

/**
 * The partner merchants where instalments apply (opened from the app: empty layout). The warning
 * stands once at the top and once in the footer, not a third time above it.
 */
export function MallView({
  locale,
  origin,
  merchants,
}: {
  locale: AppLocale;
  origin: string;
  merchants: MallMerchant[];
}) {
  const t = translator(locale, 'Mall');
  return (
    <PageFrame
      width="4xl"
      locale={locale}
      origin={origin}
      trail={[{ name: t('title'), path: '/mall' }]}
    >
      <PageHeading
        title={t('title')}
        lead={t('lead')}
        under={<CardDisclosures locale={locale} />}
      />
      <MerchantList locale={locale} merchants={merchants} />
      <p className="mt-8 text-sm text-slate-600">{t('note')}</p>
      <ButtonLinkView locale={locale} href="/InstallmentIntroRoute" className="mt-6">
        {t('howItWorks')}
      </ButtonLinkView>
    </PageFrame>
  );
}
