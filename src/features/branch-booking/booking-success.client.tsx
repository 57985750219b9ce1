import { useTranslations } from 'use-intl';
import type { Option } from '@/components/forms/field-shell.client';
import { SuccessPanel } from '@/components/forms/success-panel.client';
import type { BookingAnswer } from './booking-inputs';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2';

/** The booked visit: its reference, where and when, and the calendar file (a data: URL, no request). */
export function BookingSuccess({
  answer,
  branch,
  slots,
}: {
  answer: BookingAnswer;
  branch: string;
  slots: Option[];
}) {
  const t = useTranslations('BranchBooking.form');
  const when = slots.find((slot) => slot.value === answer.slot)?.label ?? answer.slot;
  return (
    <SuccessPanel title={t('success.title')} reference={answer.reference}>
      <p data-testid="booked-visit">{t('success.visit', { branch, when })}</p>
      <p>{t('success.text')}</p>
      {answer.calendar ? (
        <p>
          <a
            className={linkClass}
            download={`${answer.reference}.ics`}
            href={`data:text/calendar;charset=utf-8,${encodeURIComponent(answer.calendar)}`}
          >
            {t('success.calendar')}
          </a>
        </p>
      ) : null}
    </SuccessPanel>
  );
}

/** A full slot's next free ones at the branch (the select offers them; this names them). */
export function NextFreeSlots({ slots, after }: { slots: Option[]; after: string }) {
  const t = useTranslations('BranchBooking.form');
  const next = slots.filter((slot) => slot.value > after).slice(0, 3);
  if (next.length === 0) return null;
  return (
    <div className="mt-2 text-sm text-slate-800" data-testid="next-free-slots">
      <p>{t('nextFree')}</p>
      <ul className="list-disc pl-5">
        {next.map((slot) => (
          <li key={slot.value}>{slot.label}</li>
        ))}
      </ul>
    </div>
  );
}
