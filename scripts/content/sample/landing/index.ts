// Landing pages of the card site (konewLandingPage), one file each.
import type { SampleEntry } from '../../sample-entry';
import { entry as studentOffer } from './student-offer';
import { entry as partnerWeek } from './partner-week';
import { entry as airlineMccDpp } from './airline_mcc_dpp';
import { entry as applePay } from './apple_pay';

export const landingPages: SampleEntry[] = [studentOffer, partnerWeek, airlineMccDpp, applePay];
