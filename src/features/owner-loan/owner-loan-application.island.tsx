import { IslandIntl } from '@/i18n/island-intl';
import type { IslandMessages } from '@/components/forms/island-namespaces';
import type { AppLocale } from '@/config/locales';
import {
  OwnerLoanApplicationForm,
  type OwnerLoanApplicationProps,
} from './owner-loan-application-form.client';

/**
 * The property-owner loan application: started with the applicant, saved step by step, then
 * submitted. The Astro island (issue 32), given only the Forms and OwnerLoan messages.
 */
export function OwnerLoanApplicationIsland({
  locale,
  messages,
  ...props
}: OwnerLoanApplicationProps & { locale: AppLocale; messages: IslandMessages }) {
  return (
    <IslandIntl locale={locale} messages={messages}>
      <OwnerLoanApplicationForm {...props} />
    </IslandIntl>
  );
}
