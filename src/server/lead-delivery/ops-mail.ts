import { createTransport } from 'nodemailer';
import type { LeadAlert, Notify } from './lead-alerts';

export type OpsMailConfig = { smtpUrl: string; to: string; from: string };

const explained = {
  dead_lettered: 'dead-lettered (delivery retries exhausted)',
  overdue: 'overdue (not yet delivered)',
} as const;

/** The alert mail: references and kinds only, and what to run. */
export function opsMailText(alerts: LeadAlert[]): { subject: string; text: string } {
  const dead = alerts.filter((alert) => alert.reason === 'dead_lettered').length;
  const subject = `Lead delivery: ${dead} dead-lettered, ${alerts.length - dead} overdue`;
  const lines = alerts.map(
    (alert) => `${alert.reference}  ${alert.kind}  ${explained[alert.reason]}`,
  );
  const text = [
    'These leads have not reached the leads webhook:',
    '',
    ...lines,
    '',
    'See them with `npm run leads:status`; send one again with',
    '`npm run leads:redeliver -- <reference>`, or every dead-lettered one with `-- --all`.',
    'The records themselves are in the database (npm run leads:export).',
    '',
  ].join('\n');
  return { subject, text };
}

/** Mails operations through SMTP: a channel that works while the webhook receiver is down. */
export function opsMailer(config: OpsMailConfig): Notify {
  const transport = createTransport(config.smtpUrl);
  return async (alerts) => {
    await transport.sendMail({ from: config.from, to: config.to, ...opsMailText(alerts) });
  };
}
