import { formIsland } from '@/components/forms/form-island.client';
import { OwnerLoanApplicationForm } from './owner-loan-application-form.client';

/**
 * The property-owner loan application: started with the applicant, saved step by step, then
 * submitted. The Astro island (issue 32), given only the Forms and OwnerLoan messages.
 */
export const OwnerLoanApplicationIsland = formIsland(OwnerLoanApplicationForm);
