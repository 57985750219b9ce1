import type { AbstractIntlMessages } from 'use-intl';
import type { AppLocale } from '@/config/locales';
import { IslandIntl } from '@/i18n/island-intl';
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
    <IslandIntl locale={locale} messages={messages}>
      <InstalmentPlanner />
    </IslandIntl>
  );
}
