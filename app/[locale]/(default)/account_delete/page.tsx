import { getTranslations } from 'next-intl/server';
import { TextPage } from '@/components/content/text-page';
import { textPageMetadata } from '@/components/content/text-page-metadata';
import { env } from '@/env';
import { AccountDeletionForm } from '@/features/account-deletion/account-deletion-form.client';
import { clientMessages } from '@/components/forms/client-messages';
import { resolvePageLocale } from '@/i18n/page-locale';
import { ClientMessages } from '@/i18n/client-messages';
import { HydrateOnFirstUse } from '@/components/forms/hydrate-on-first-use.client';
import { CollectionStatement } from '@/components/forms/collection-statement';

export function generateMetadata({ params }: PageProps<'/[locale]/account_delete'>) {
  return textPageMetadata(params, 'AccountDeletePage', '/account_delete');
}

/** The app stores' deletion page: what is deleted and kept (copy), and the request form with its confirmation. */
export default async function Page({ params }: PageProps<'/[locale]/account_delete'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations('AccountDeleteForm');
  return (
    <TextPage
      locale={locale}
      origin={env.SITE_ORIGIN}
      namespace="AccountDeletePage"
      path="/account_delete"
    >
      <section
        id="request"
        aria-labelledby="request-heading"
        className="mt-8 scroll-mt-20 rounded-xl border border-slate-200 p-5 md:p-6"
      >
        <h2 id="request-heading" className="text-xl font-semibold">
          {t('heading')}
        </h2>
        <p className="mt-2 mb-5 text-slate-700">{t('lead')}</p>
        <HydrateOnFirstUse>
          <ClientMessages messages={await clientMessages('Forms', 'AccountDeleteForm')}>
            <AccountDeletionForm
              statement={<CollectionStatement purpose="deletion" />}
              minFillMs={env.FORM_MIN_FILL_MS}
            />
          </ClientMessages>
        </HydrateOnFirstUse>
      </section>
    </TextPage>
  );
}
