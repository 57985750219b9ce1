// Card promotions (konewCardCampaign, type promotion), one file each.
import type { SampleEntry } from '../../sample-entry';
import { entry as electronics } from './electronics';
import { entry as travel } from './travel';
import { entry as dining } from './dining';
import { entry as welcome } from './welcome';
import { entry as education } from './education';
import { entry as applePay } from './apple-pay';
import { entry as fitnessEnded } from './fitness-ended';
import { entry as christmasEnded } from './christmas-ended';

export const promotions: SampleEntry[] = [
  electronics,
  travel,
  dining,
  welcome,
  education,
  applePay,
  fitnessEnded,
  christmasEnded,
];
