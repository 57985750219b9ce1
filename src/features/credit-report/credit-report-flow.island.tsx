import { IslandIntl } from '@/components/forms/island-intl';
import type { IslandMessages } from '@/components/forms/island-namespaces';
import type { AppLocale } from '@/config/locales';
import { CreditReportFlow } from './credit-report-flow.client';

/**
 * The free credit report's terms, agreement and hand-off to the app as an Astro island, with
 * use-intl's provider given only the Forms and CreditReportFlow messages.
 */
export function CreditReportFlowIsland({
  locale,
  messages,
}: {
  locale: AppLocale;
  messages: IslandMessages;
}) {
  return (
    <IslandIntl locale={locale} messages={messages}>
      <CreditReportFlow />
    </IslandIntl>
  );
}
