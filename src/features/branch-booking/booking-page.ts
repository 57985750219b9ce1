import type { Option } from '@/components/forms/field-shell.client';
import type { PostedForm } from '@/components/forms/posted-form';
import type { AppLocale } from '@/config/locales';
import { getDatabase } from '@/db/client';
import { isDatabaseUnavailable, withTimeBudget } from '@/db/database-errors';
import { branches, type Branch } from '@/features/branches/branch-data';
import { dayNames } from '@/features/branches/day-names';
import { translator } from '@/i18n/translator';
import { branchOf, freeSlots } from './booking-availability';
import { slotMinutes, slotStartOf } from './booking-slots';

const hhmm = (instant: number) => new Date(instant + 8 * 3_600_000).toISOString().slice(11, 16);

/** A slot key as the select shows it: "Tue, Dec 1, 10:00–11:00" / "12月1日週二 10:00 至 11:00". */
export function slotLabel(key: string, locale: AppLocale): string {
  const start = slotStartOf(key);
  if (start === null) return key;
  const names = dayNames(translator(locale, 'StoreAddress.status'));
  return translator(locale, 'BranchBooking')('slotOption', {
    date: names.dated(key.slice(0, 10)),
    from: hhmm(start),
    to: hhmm(start + slotMinutes * 60_000),
  });
}

/**
 * What the booking page shows for a request: the branch (the posted form's, else `?branch=`, else
 * the first) and its free slots; after a booking, only the booked slot, for the success view.
 */
export async function bookingPage(
  locale: AppLocale,
  asked: string | null,
  posted: PostedForm | undefined,
): Promise<{ branch: Branch; slots: Option[]; unavailable: boolean }> {
  const postedBranch = typeof posted?.values?.branch === 'string' ? posted.values.branch : null;
  const branch = branchOf(postedBranch ?? asked ?? '') ?? branches[0]!;
  const booked = posted?.details?.slot;
  const labelled = (keys: string[], unavailable = false) => ({
    branch,
    slots: keys.map((key) => ({ value: key, label: slotLabel(key, locale) })),
    unavailable,
  });
  if (booked) return labelled([booked]);
  try {
    const handle = await getDatabase();
    const free = await withTimeBudget(
      freeSlots(handle.db, branch.id, Date.now()),
      handle.timeoutMs,
    );
    return labelled(free.map((slot) => slot.key));
  } catch (error) {
    // The database is down: the page still answers, saying bookings cannot be taken now.
    if (isDatabaseUnavailable(error)) return labelled([], true);
    throw error;
  }
}
