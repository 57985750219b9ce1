import { IslandIntl } from '@/i18n/island-intl';
import type { IslandMessages } from '@/components/forms/island-namespaces';
import type { AppLocale } from '@/config/locales';
import { CreditReportFlow, type CreditReportFlowProps } from './credit-report-flow.client';

/**
 * The free credit report's agreement and hand-off to the app as an Astro island, with use-intl's
 * provider given only the Forms and CreditReportFlow messages. Without JavaScript it posts to
 * Action `actions.creditReportConsent`, and the page answers with the error or the reference.
 */
export function CreditReportFlowIsland({
  locale,
  messages,
  ...flow
}: {
  locale: AppLocale;
  /** islandMessages(locale, 'Forms', 'CreditReportFlow'). */
  messages: IslandMessages;
} & CreditReportFlowProps) {
  return (
    <IslandIntl locale={locale} messages={messages}>
      <CreditReportFlow {...flow} />
    </IslandIntl>
  );
}
