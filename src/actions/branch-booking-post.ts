import { actionRoute } from '@/features/api-routes/route-lookup';
import {
  branchBookingInputs,
  branchBookingPayload,
} from '@/features/branch-booking/booking-inputs';
import type { PlainPost } from './plain-post';

/** A branch visit booked without JavaScript: the success view shows the slot and its calendar file. */
export const branchBookingPost: PlainPost<typeof branchBookingInputs> = {
  inputs: branchBookingInputs,
  payload: branchBookingPayload,
  ...actionRoute('branchBooking'),
  details: ['slot', 'calendar'],
};
