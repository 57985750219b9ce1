import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { ConsentAndSend, type ConsentTexts } from '@/components/forms/consent-fields.client';
import { PhoneField, SelectField, TextField } from '@/components/forms/fields.client';
import type { Option } from '@/components/forms/field-shell.client';
import { formIsland } from '@/components/forms/form-island.client';
import type { FormIslandMessages } from '@/components/forms/island-messages';
import { SingleStepForm } from '@/components/forms/single-step-form.client';
import { useSingleStepForm, type SingleStepProps } from '@/components/forms/use-single-step-form';
import type { ReactNode } from 'react';
import {
  branchBookingOrder,
  branchBookingPayload,
  branchBookingRoute,
  type BookingAnswer,
  type BranchBookingValues,
} from './booking-inputs';
import { BookingSuccess, NextFreeSlots } from './booking-success.client';

// The API's schema brings zod: loaded at the first check, not with the page.
const schema = () => import('./booking-schema').then((m) => m.branchBookingForm);
const endpoint = () => Promise.resolve(branchBookingRoute);

export type BranchBookingIslandProps = SingleStepProps & {
  /** formIslandMessages(locale, 'BranchBooking', 'form'). */
  messages: FormIslandMessages;
  consentTexts: ConsentTexts;
  branch: { id: string; name: string };
  /** The branch's free slots, labelled on the server. */
  slots: Option[];
  statement?: ReactNode;
};

/** The chosen branch travels with the post; it is chosen above the form (a GET, no JavaScript needed). */
function BranchField({ value }: { value: string }) {
  const { register } = useFormContext();
  return <input type="hidden" value={value} {...register('branch')} />;
}

function Booking(props: BranchBookingIslandProps) {
  const { posted, slots } = props;
  const t = useTranslations('BranchBooking.form');
  const blank = { slot: '', name: '', mobile: '', agree_tnc: false, agree_direct_marketing: false };
  const start = { ...blank, ...posted?.values, branch: props.branch.id } as BranchBookingValues;
  const done = posted?.reference
    ? { reference: posted.reference, slot: '', calendar: '', ...posted.details }
    : null;
  const shell = useSingleStepForm<BranchBookingValues, BookingAnswer>(
    props,
    {
      defaultValues: start,
      schema,
      endpoint,
      payload: branchBookingPayload,
      order: branchBookingOrder,
      label: (name) => t(`fields.${name}` as never),
      toast: t('toast'),
    },
    done,
  );
  const full = shell.form.formState.errors.slot?.message === 'slot_full';
  return (
    <SingleStepForm
      shell={shell}
      className="relative grid gap-5 sm:grid-cols-2"
      success={(answer) => (
        <BookingSuccess answer={answer} branch={props.branch.name} slots={slots} />
      )}
    >
      <BranchField value={props.branch.id} />
      <div className="sm:col-span-2">
        <SelectField name="slot" label={t('fields.slot')} hint={t('slotHint')} options={slots} />
        {full ? <NextFreeSlots slots={slots} after={shell.form.getValues('slot')} /> : null}
      </div>
      <TextField name="name" label={t('fields.name')} autoComplete="name" maxLength={100} />
      <PhoneField name="mobile" label={t('fields.mobile')} hint={t('fields.mobile_hint')} />
      <ConsentAndSend {...props} shell={shell} action={t('submit')} />
    </SingleStepForm>
  );
}

/** Book a branch visit (konew_branch_booking), with and without JavaScript. */
export const BranchBookingIsland = formIsland(Booking);
