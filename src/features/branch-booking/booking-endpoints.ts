import { defineEndpoint } from '@/server/api/endpoint';
import { branches } from '@/features/branches/branch-data';
import { offeredSlots } from './booking-availability';
import { branchBookingRoute } from './booking-inputs';
import { branchBookingAnswerSchema, branchBookingSchema } from './booking-schema';

// The example must stay bookable: the last slot Sha Tin offers from when the server started.
const example = branches.find((branch) => branch.id === 'sha-tin')!;
const exampleSlot = offeredSlots(example, Date.now()).at(-1)?.key ?? '2026-12-01T10:00';

export const branchBookingEndpoint = defineEndpoint({
  ...branchBookingRoute,
  summary: 'Book a visit to a branch',
  description:
    'Takes a seat of a slot the branch offers (opening hours, Hong Kong holidays, not begun, at most three visitors a slot). A full or unoffered slot is 422 with slot: slot_full or slot_unavailable. The answer carries the visit as an .ics file.',
  request: branchBookingSchema,
  response: branchBookingAnswerSchema,
  errors: [],
  example: {
    branch: example.id,
    slot: exampleSlot,
    name: 'Chan Tai Man',
    mobile: '91234567',
    agree_tnc: true,
    locale: 'en-US',
  },
});
