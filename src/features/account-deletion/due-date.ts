import { addDays, hongKongDateKey, type DateKey } from '@/lib/hong-kong-time';

/** Days the Personal Data (Privacy) Ordinance allows for answering a data request. */
export const RESPONSE_DAYS = 40;

/** The Hong Kong calendar date `days` after `from`, as YYYY-MM-DD. */
export function dueDate(from: Date, days = RESPONSE_DAYS): DateKey {
  return addDays(hongKongDateKey(from), days);
}
