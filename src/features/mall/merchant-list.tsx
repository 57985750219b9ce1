import type { AppLocale } from '@/config/locales';
import type { MallMerchant } from '@/content/model';
import { EntryPicture } from '@/components/content/content-img';
import { ContentLink } from '@/components/content/content-link';
import { messageKeys } from '@/i18n/message-keys';
import { messagesFor } from '@/i18n/messages-for';
import { translator } from '@/i18n/translator';
import { groupMerchants } from './merchant-groups';

/** The partner merchants where instalments apply, grouped by the Mall page's categories. */
export function MerchantList({
  locale,
  merchants,
}: {
  locale: AppLocale;
  merchants: MallMerchant[];
}) {
  const mall = translator(locale, 'Mall');
  const t = translator(locale, 'MallMerchants');
  const categories = messageKeys(messagesFor(locale).Mall.categories);
  const groups = groupMerchants(merchants, categories);
  return (
    <div className="space-y-10" data-testid="mall-merchants">
      {groups.map(({ category, merchants: list }) => {
        const known = categories.find((id) => id === category);
        return (
          <section key={category} aria-labelledby={`mall-${category}`}>
            <h2 id={`mall-${category}`} className="text-xl font-bold text-slate-900">
              {known ? mall(`categories.${known}.name`) : category}
            </h2>
            {known ? (
              <p className="mt-1 text-sm text-slate-600">{mall(`categories.${known}.examples`)}</p>
            ) : null}
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {list.map((merchant) => (
                <li key={merchant.id} className="flex gap-4 rounded-lg border border-slate-200 p-4">
                  <EntryPicture
                    asset={merchant.logo}
                    width={160}
                    className="size-16 shrink-0 rounded-lg"
                  />
                  <div>
                    <h3 className="font-semibold text-slate-900">{merchant.name}</h3>
                    {merchant.description ? (
                      <p className="mt-1 text-sm text-slate-600">{merchant.description}</p>
                    ) : null}
                    {merchant.instalmentTerms.length ? (
                      <p className="mt-2 inline-block rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                        {t('terms', { terms: merchant.instalmentTerms.join(t('termsJoin')) })}
                      </p>
                    ) : null}
                    {merchant.website ? (
                      <p className="mt-2 text-sm">
                        <ContentLink locale={locale} href={merchant.website}>
                          {t('visit', { name: merchant.name })}
                        </ContentLink>
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
