import type { Db } from '@/db/client';
import { exportLeads } from '../lead-export';

/** The JSON-lines export's record of one reference, as an operator's tool reads it. */
export async function exportedLead(db: Db, range: { from: Date; to: Date }, reference: string) {
  const lines = (await exportLeads(db, { ...range, format: 'jsonl' }))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { reference: string });
  return lines.find((line) => line.reference === reference);
}
