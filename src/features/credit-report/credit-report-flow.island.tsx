import { formIsland } from '@/components/forms/form-island.client';
import { CreditReportFlow } from './credit-report-flow.client';

/**
 * The free credit report's agreement and hand-off to the app as an Astro island, with use-intl's
 * provider given only the Forms and CreditReportFlow messages. Without JavaScript it posts to
 * Action `actions.creditReportConsent`, and the page answers with the error or the reference.
 */
export const CreditReportFlowIsland = formIsland(CreditReportFlow);
