import { pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { submissions } from './schema';

/** A branch visit's place: one row per seat of a slot, so the unique index lets no slot overfill. */
export const branchBookings = pgTable(
  'branch_bookings',
  {
    submissionId: uuid('submission_id')
      .primaryKey()
      .references(() => submissions.id),
    branch: text('branch').notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    seat: smallint('seat').notNull(),
  },
  (table) => [
    uniqueIndex('branch_bookings_seat_idx').on(table.branch, table.slotStart, table.seat),
  ],
);
