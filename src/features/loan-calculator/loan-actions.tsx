import type { LoanLink } from '@/components/layout/loan-page';
import { ButtonLinkView } from '@/components/ui/button-link-view';
import type { AppLocale } from '@/config/locales';
import { BookVisitLink } from '@/features/branch-booking/book-visit-link';

/** A loan's offer's actions: apply, the `other` way in (secondary), then a visit to a branch. */
export function LoanActions({
  locale,
  apply,
  other,
}: {
  locale: AppLocale;
  apply: LoanLink;
  other: LoanLink;
}) {
  return (
    <>
      <ButtonLinkView locale={locale} href={apply.href}>
        {apply.label}
      </ButtonLinkView>
      <ButtonLinkView locale={locale} href={other.href} variant="secondary">
        {other.label}
      </ButtonLinkView>
      <BookVisitLink locale={locale} />
    </>
  );
}
