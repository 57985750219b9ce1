import { periodOf } from '@/content/dates';
import type { CardCampaign } from '@/content/model';

/**
 * The promotions page's zones: offers for everyone, the cardholder zone, and past offers, each in
 * the given (end date, latest first) order. An ended promotion moves to past offers, never vanishes.
 */
export function promotionZones(promotions: readonly CardCampaign[], now: number) {
  const current = promotions.filter((p) => periodOf(p, now) !== 'ended');
  return {
    latest: current.filter((p) => !p.cardholderOnly),
    cardholder: current.filter((p) => p.cardholderOnly),
    ended: promotions.filter((p) => periodOf(p, now) === 'ended'),
  };
}
