import { IntlProvider, type AbstractIntlMessages } from 'use-intl';
import type { AppLocale } from '@/config/locales';
import { messageFallback, onMessageError } from '@/i18n/message-errors';
import { hongKongTimeZone } from '@/lib/hong-kong-time';
import { InstalmentPlanner } from './instalment-planner.client';

/**
 * The instalment planner as an Astro island: a stateful tool, hydrated when it comes into view.
 * `messages` is only what it reads (InstalmentPlanner's planner, schedule, interestFree, glossary).
 */
export function InstalmentPlannerIsland({
  locale,
  messages,
}: {
  locale: AppLocale;
  messages: AbstractIntlMessages;
}) {
  return (
    <IntlProvider
      locale={locale}
      messages={messages}
      timeZone={hongKongTimeZone}
      onError={(error) => onMessageError(error)}
      getMessageFallback={messageFallback}
    >
      <InstalmentPlanner />
    </IntlProvider>
  );
}
