import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { branchBookings } from '@/db/schema';
import { loanFormConsents } from '@/config/consent-documents';
import type { LeadCampaign } from '@/lib/lead-campaign';
import { insertSubmission } from '@/server/submissions/submission-repository';
import type { BranchBooking } from './booking-schema';

/** The booking as a lead: stored with its consents and queued for the webhook in one statement. */
export const saveBooking = (tx: Db, booking: BranchBooking, campaign?: LeadCampaign) =>
  insertSubmission(tx, {
    kind: 'branch_booking',
    referencePrefix: 'BKV',
    status: 'received',
    locale: booking.locale,
    payload: booking,
    campaign,
    submitted: true,
    consents: loanFormConsents(booking.locale, booking.agree_direct_marketing),
    outboxEvent: 'branch_booking.received',
  });

/**
 * Takes the first free seat of the slot for the booking, or none when all `capacity` are taken.
 * The unique index on (branch, slot, seat) decides: of two visitors after the last seat, one insert
 * waits for the other's transaction and, once that commits, does nothing (PostgreSQL's ON CONFLICT).
 */
export async function claimSeat(
  tx: Db,
  booking: { submissionId: string; branch: string; slotStart: Date },
  capacity: number,
): Promise<boolean> {
  for (let seat = 1; seat <= capacity; seat += 1) {
    const taken = await tx
      .insert(branchBookings)
      .values({ ...booking, seat })
      .onConflictDoNothing()
      .returning({ seat: branchBookings.seat });
    if (taken.length > 0) return true;
  }
  return false;
}

/** How many seats are taken per slot (its start in ms) at a branch between two instants. */
export async function takenSeats(
  db: Db,
  branch: string,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ slotStart: branchBookings.slotStart, taken: count() })
    .from(branchBookings)
    .where(
      and(
        eq(branchBookings.branch, branch),
        gte(branchBookings.slotStart, from),
        lt(branchBookings.slotStart, to),
      ),
    )
    .groupBy(branchBookings.slotStart);
  return new Map(rows.map((row) => [row.slotStart.getTime(), row.taken]));
}
