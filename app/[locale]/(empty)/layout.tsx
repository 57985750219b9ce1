import { resolvePageLocale } from '@/i18n/page-locale';

/** The spec's empty layout: no header, no footer. */
export default async function EmptyLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await resolvePageLocale(params);
  return (
    <main id="main" className="flex-1">
      {children}
    </main>
  );
}
