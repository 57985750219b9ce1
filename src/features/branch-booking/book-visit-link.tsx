import { ButtonLinkView } from '@/components/ui/button-link-view';
import type { AppLocale } from '@/config/locales';
import { translator } from '@/i18n/translator';

/** The way to /store-address/book from the branch finder and the loan pages (a plain link). */
export function BookVisitLink({
  locale,
  branch,
  className,
}: {
  locale: AppLocale;
  /** A branch to open the booking at, with its name for the link's accessible name. */
  branch?: { id: string; name: string };
  className?: string;
}) {
  const t = translator(locale, 'BranchBooking');
  return (
    <ButtonLinkView
      locale={locale}
      href={branch ? `/store-address/book?branch=${branch.id}` : '/store-address/book'}
      variant="secondary"
      className={className}
      aria-label={branch ? t('linkAt', { name: branch.name }) : undefined}
      data-testid="book-visit-link"
    >
      {t('link')}
    </ButtonLinkView>
  );
}
