import type { ServeContext } from '@/server/api/route-options';
import { validationFailed } from '@/server/api/api-error';
import { receivedAnswer } from '@/server/submissions/received-answer';
import { branchOf, offeredSlots } from './booking-availability';
import { bookingCalendar } from './booking-calendar';
import { claimSeat, saveBooking } from './booking-repository';
import type { BranchBooking } from './booking-schema';
import { slotCapacity } from './booking-slots';

/**
 * Books a visit: the slot must be one the branch offers now (opening hours, holidays, not begun);
 * the lead, its consents, its outbox row and its seat are written in one transaction, and a slot
 * whose seats are all taken refuses the booking (422, `slot: slot_full`) with nothing stored.
 */
export async function bookBranchVisit(
  booking: BranchBooking,
  { store, campaign }: ServeContext,
  now = Date.now(),
) {
  const branch = branchOf(booking.branch);
  const slot = branch && offeredSlots(branch, now).find((offered) => offered.key === booking.slot);
  if (!branch || !slot) throw validationFailed({ slot: 'slot_unavailable' });
  return store(async (tx) => {
    const saved = await saveBooking(tx, booking, campaign);
    const seat = { submissionId: saved.id, branch: branch.id, slotStart: new Date(slot.start) };
    if (!(await claimSeat(tx, seat, slotCapacity))) throw validationFailed({ slot: 'slot_full' });
    const calendar = bookingCalendar(
      { reference: saved.reference, branch, start: slot.start },
      booking.locale,
    );
    return { ...receivedAnswer(saved), branch: branch.id, slot: slot.key, calendar };
  });
}
