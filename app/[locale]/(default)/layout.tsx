import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { HydrateApart } from '@/components/layout/hydrate-apart.client';
import { resolvePageLocale } from '@/i18n/page-locale';

/** The spec's default layout: header with navigation and language switch, the page, the footer. */
export default async function DefaultLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <Header locale={locale} languageSwitch={<LanguageSwitch />} />
      <main id="main" className="flex-1">
        <HydrateApart>{children}</HydrateApart>
      </main>
      <Footer locale={locale} />
    </>
  );
}
