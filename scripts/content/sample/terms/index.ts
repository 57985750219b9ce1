// Terms pages of the card site (konewTermsPage), one file each.
import type { SampleEntry } from '../../sample-entry';
import { entry as electronicsInstalmentOfferTnc } from './electronics-instalment-offer-tnc';
import { entry as travelBookingCashbackTnc } from './travel-booking-cashback-tnc';
import { entry as weekendDiningOfferTnc } from './weekend-dining-offer-tnc';
import { entry as newCardholderWelcomeTnc } from './new-cardholder-welcome-tnc';
import { entry as applePayFirstPaymentTnc } from './apple-pay-first-payment-tnc';
import { entry as midAutumnLuckyDraw2026Tnc } from './mid-autumn-lucky-draw-2026-tnc';
import { entry as promotionsGeneral } from './promotions-general';

export const termsPages: SampleEntry[] = [
  electronicsInstalmentOfferTnc,
  travelBookingCashbackTnc,
  weekendDiningOfferTnc,
  newCardholderWelcomeTnc,
  applePayFirstPaymentTnc,
  midAutumnLuckyDraw2026Tnc,
  promotionsGeneral,
];
