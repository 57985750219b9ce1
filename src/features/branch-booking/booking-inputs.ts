import {
  consentInputs,
  textInput,
  type ValuesOf,
  localeForm,
  type LocaleFormInputs,
} from '@/components/forms/form-inputs';
import { storedSubmission } from '@/components/forms/stored-submission';
import type { branchBookingSchema } from './booking-schema';

/** How each field of the booking is answered, in page order: for the island and the plain post. */
export const branchBookingInputs = {
  branch: textInput(),
  slot: textInput(),
  name: textInput(),
  mobile: textInput(),
  ...consentInputs,
} satisfies LocaleFormInputs<typeof branchBookingSchema>;

export type BranchBookingValues = ValuesOf<typeof branchBookingInputs>;
export const { order: branchBookingOrder, payload: branchBookingPayload } =
  localeForm(branchBookingInputs);

/** The answer the success view shows, as the island gets it and as a plain post's details carry it. */
export type BookingAnswer = { reference: string; slot: string; calendar: string };

/** The JSON route the form sends to (and its endpoint's name and serving rules), small enough for the island. */
export const branchBookingRoute = {
  name: 'konew_branch_booking',
  path: '/api/v2/konew_branch_booking',
  ...storedSubmission,
} as const;
