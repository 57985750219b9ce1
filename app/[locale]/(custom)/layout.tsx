import { BrandBar } from '@/components/layout/brand-bar';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Footer } from '@/components/layout/footer';
import { resolvePageLocale } from '@/i18n/page-locale';

/** The spec's custom layout for campaign landing pages: brand bar and footer, no navigation. */
export default async function CustomLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <BrandBar locale={locale} languageSwitch={<LanguageSwitch />} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer locale={locale} />
    </>
  );
}
