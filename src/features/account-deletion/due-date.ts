/** Days the Personal Data (Privacy) Ordinance allows for answering a data request. */
export const RESPONSE_DAYS = 40;

/** The Hong Kong calendar date `days` after `from`, as YYYY-MM-DD. */
export function dueDate(from: Date, days = RESPONSE_DAYS): string {
  const due = new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Hong_Kong',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(due);
}
