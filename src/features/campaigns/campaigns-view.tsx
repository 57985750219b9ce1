import { ListingFrame } from '@/components/layout/listing-trail';
import { PageHeading } from '@/components/ui/page-heading';
import type { AppLocale } from '@/config/locales';
import type { CardCampaign } from '@/content/model';
import { translator } from '@/i18n/translator';
import { CampaignResult } from './campaign-result';

/** /campaign: lucky draws and their winners, latest end date first. */
export function CampaignsView({
  locale,
  origin,
  preview,
  campaigns,
}: {
  locale: AppLocale;
  /** The site's origin, for the breadcrumb's absolute URLs. */
  origin: string;
  /** Drafts are shown (draft mode): the banner says so. */
  preview: boolean;
  campaigns: CardCampaign[];
}) {
  const t = translator(locale, 'Campaign');
  return (
    <ListingFrame width="max-w-4xl" trail={{ locale, origin, preview, listing: 'campaign' }}>
      <PageHeading title={t('title')} lead={t('lead')} />
      {campaigns.length ? (
        campaigns.map((campaign) => (
          <CampaignResult key={campaign.id} campaign={campaign} locale={locale} />
        ))
      ) : (
        <p>{t('none')}</p>
      )}
    </ListingFrame>
  );
}
