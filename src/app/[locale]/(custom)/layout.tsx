import { BrandBar } from '@/components/layout/brand-bar';
import { Footer } from '@/components/layout/footer';
import { resolvePageLocale } from '@/i18n/page-locale';

/** The spec's custom layout for campaign landing pages: brand bar and footer, no navigation. */
export default async function CustomLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await resolvePageLocale(params);
  return (
    <>
      <BrandBar />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </>
  );
}
