import type { AppLocale } from '@/config/locales';
import type { CardCampaign } from '@/content/model';
import { EntryPicture } from '@/components/content/content-img';
import { ContentLink } from '@/components/content/content-link';
import { contentPaths } from '@/components/content/content-paths';
import { formatContentDate } from '@/components/content/format';
import { RichText } from '@/components/content/rich-text';
import { PeriodText, periodText } from '@/features/promotions/promotion-period';
import { translator } from '@/i18n/translator';
import { maskIdentifier } from './mask';

/** One lucky draw: period, draw date, licence number, the winners table and the terms link. */
export function CampaignResult({
  campaign,
  locale,
}: {
  campaign: CardCampaign;
  locale: AppLocale;
}) {
  const t = translator(locale, 'Campaign');
  const c = translator(locale, 'ContentCommon');
  const headingId = `${campaign.slug}-heading`;
  return (
    <section
      id={campaign.slug}
      aria-labelledby={headingId}
      className="mb-12 scroll-mt-20 rounded-2xl border border-slate-200 p-5 md:p-8"
      data-testid="campaign"
    >
      <div className="flex flex-col gap-5 md:flex-row">
        <EntryPicture
          asset={campaign.coverImage}
          width={400}
          className="w-full rounded-lg md:w-48 md:self-start"
        />
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-slate-900">
            {campaign.title}
          </h2>
          {campaign.summary ? <p className="mt-2 text-slate-700">{campaign.summary}</p> : null}
          <ul className="mt-3 space-y-1 text-sm text-slate-700">
            <li>
              <PeriodText
                dates={campaign}
                locale={locale}
                text={t('period', { period: periodText(campaign, locale) })}
              />
            </li>
            {campaign.drawDate ? (
              <li data-testid="draw-date">
                {t('drawDate', { date: formatContentDate(campaign.drawDate, locale) })}
              </li>
            ) : null}
            {campaign.licenceNumber ? (
              <li data-testid="licence-number">
                {t('licence', { number: campaign.licenceNumber })}
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      {campaign.body ? <RichText locale={locale} document={campaign.body} /> : null}
      <h3 className="mt-6 text-lg font-semibold text-slate-900">{t('winners')}</h3>
      {campaign.winners.length ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="bg-slate-50">
                <th scope="col" className="border border-slate-200 p-2 font-semibold">
                  {t('prize')}
                </th>
                <th scope="col" className="border border-slate-200 p-2 font-semibold">
                  {t('winner')}
                </th>
              </tr>
            </thead>
            <tbody>
              {campaign.winners.map((winner, i) => (
                <tr key={`${winner.identifier}-${i}`}>
                  <td className="border border-slate-200 p-2">{winner.prize}</td>
                  <td
                    className="border border-slate-200 p-2 font-mono whitespace-nowrap"
                    data-testid="winner-id"
                  >
                    {maskIdentifier(winner.identifier)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-3 text-slate-600">{t('noWinners')}</p>
      )}
      {campaign.termsSlug ? (
        <p className="mt-4 text-sm">
          <ContentLink locale={locale} href={contentPaths.terms(campaign.termsSlug)}>
            {c('terms')}
          </ContentLink>
        </p>
      ) : null}
    </section>
  );
}
