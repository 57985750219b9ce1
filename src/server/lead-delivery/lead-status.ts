import type { Db } from '@/db/client';
import { undeliveredLeads } from './outbox-status-repository';

const age = (since: Date, now: Date) => {
  const minutes = Math.floor((now.getTime() - since.getTime()) / 60_000);
  if (minutes < 60) return `${minutes}m`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)}h${minutes % 60}m`;
  return `${Math.floor(minutes / 1440)}d`;
};

/** Undelivered leads as a table (reference, kind, state, attempts, last error, age): no personal data. */
export async function leadStatusTable(db: Db, now = new Date()): Promise<string> {
  const leads = await undeliveredLeads(db);
  const rows = leads.map((lead) => [
    lead.reference,
    lead.kind,
    lead.deadLetteredAt ? 'dead_lettered' : 'waiting',
    String(lead.attempts),
    lead.lastError ?? '-',
    age(lead.createdAt, now),
  ]);
  const header = ['reference', 'kind', 'state', 'attempts', 'last_error', 'age'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const dead = leads.filter((lead) => lead.deadLetteredAt).length;
  const summary = `${leads.length} undelivered, ${dead} dead-lettered`;
  return [...(rows.length > 0 ? [line(header), ...rows.map(line)] : []), summary, ''].join('\n');
}
