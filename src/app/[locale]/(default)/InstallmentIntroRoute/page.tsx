import { getTranslations } from 'next-intl/server';
import { TextPage, textPageMetadata } from '@/components/content/text-page';
import { ButtonLink } from '@/components/ui/button-link';
import { site } from '@/config/site';
import { resolvePageLocale } from '@/i18n/page-locale';
import { formatHkd } from '@/lib/format';

export function generateMetadata({ params }: PageProps<'/[locale]/InstallmentIntroRoute'>) {
  return textPageMetadata(params, 'InstalmentIntroPage', '/InstallmentIntroRoute');
}

export default async function Page({ params }: PageProps<'/[locale]/InstallmentIntroRoute'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations('InstalmentExample');
  const { examplePurchaseHkd, instalmentTerms } = site.card;
  return (
    <TextPage namespace="InstalmentIntroPage">
      <section aria-labelledby="example-heading" className="rounded-lg bg-brand-50 p-5">
        <h2 id="example-heading" className="text-lg font-semibold">
          {t('heading', { amount: formatHkd(examplePurchaseHkd, locale) })}
        </h2>
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1">{t('term')}</th>
              <th scope="col" className="py-1">{t('principalPerMonth')}</th>
            </tr>
          </thead>
          <tbody>
            {instalmentTerms.map((months) => (
              <tr key={months} className="border-t border-brand-100">
                <td className="py-1">{t('months', { months })}</td>
                <td className="py-1">{formatHkd(examplePurchaseHkd / months, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-sm text-slate-700">{t('feeNote')}</p>
        <ButtonLink href="/download_app" className="mt-4">
          {t('cta')}
        </ButtonLink>
      </section>
    </TextPage>
  );
}
