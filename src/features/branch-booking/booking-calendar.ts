import { createEvent } from 'ics';
import type { AppLocale } from '@/config/locales';
import { site } from '@/config/site';
import { translator } from '@/i18n/translator';
import type { Branch } from '@/features/branches/branch-data';
import { slotMinutes } from './booking-slots';

/**
 * The visit as an iCalendar file, made by the `ics` library: the branch, its address and phone, the
 * time (UTC, so every calendar shows it in its own zone) and the reference; never the visitor's name or mobile.
 */
export function bookingCalendar(
  booking: { reference: string; branch: Branch; start: number },
  locale: AppLocale,
): string {
  const t = translator(locale, 'BranchBooking');
  const { branch } = booking;
  const made = createEvent({
    productId: `${site.product}/branch-booking`,
    uid: `${booking.reference}@${site.product}`,
    start: booking.start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: slotMinutes },
    title: t('calendar.title', { branch: branch.name[locale] }),
    description: t('calendar.description', {
      reference: booking.reference,
      phone: branch.phone,
    }),
    location: branch.address[locale],
    geo: { lat: branch.lat, lon: branch.lng },
    status: 'CONFIRMED',
  });
  if (made.error || !made.value) throw made.error ?? new Error('calendar not made');
  return made.value;
}
