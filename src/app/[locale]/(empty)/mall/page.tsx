import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { ButtonLink } from '@/components/ui/button-link';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/mall'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Mall' });
  return pageMetadata({ locale, path: '/mall', title: t('title'), description: t('lead') });
}

type Category = { id: string; name: string; examples: string };

/** The partner merchants where instalments apply (opened from the app: empty layout). */
export default async function Page({ params }: PageProps<'/[locale]/mall'>) {
  await resolvePageLocale(params);
  const t = await getTranslations('Mall');
  const categories = t.raw('categories') as Category[];
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHeading title={t('title')} lead={t('lead')} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {categories.map((category) => (
          <li key={category.id} className="rounded-lg border border-slate-200 p-4">
            <h2 className="font-semibold">{category.name}</h2>
            <p className="mt-1 text-sm text-slate-600">{category.examples}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-slate-600">{t('note')}</p>
      <ButtonLink href="/InstallmentIntroRoute" className="mt-6">
        {t('howItWorks')}
      </ButtonLink>
    </div>
  );
}
