import type { Db } from '@/db/client';
import { recordsBetween } from './lead-export-repository';

type Row = Awaited<ReturnType<typeof recordsBetween>>[number];

const base = (row: Row) => ({
  reference: row.reference,
  kind: row.kind,
  status: row.status,
  locale: row.locale,
  created_at: row.createdAt.toISOString(),
  submitted_at: row.submittedAt?.toISOString() ?? null,
  campaign_source: row.campaignSource,
  campaign_medium: row.campaignMedium,
  campaign_name: row.campaignName,
});

function flatten(value: unknown, prefix: string, into: Record<string, string>): void {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value))
      flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== undefined && value !== null) {
    into[prefix] = Array.isArray(value) ? value.join('|') : String(value);
  }
}

/** Quotes a CSV cell; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
function cell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The records of a date range as CSV (one column per field, `data.` and `result.` prefixed) or JSON lines. */
export async function exportLeads(
  db: Db,
  options: { from: Date; to: Date; kinds?: string[]; format: 'csv' | 'jsonl' },
): Promise<string> {
  const rows = await recordsBetween(db, options.from, options.to, options.kinds);
  if (options.format === 'jsonl') {
    return rows
      .map((row) => `${JSON.stringify({ ...base(row), data: row.payload, result: row.result })}\n`)
      .join('');
  }
  const flat = rows.map((row) => {
    const cells: Record<string, string> = {};
    for (const [key, value] of Object.entries(base(row))) if (value !== null) cells[key] = value;
    flatten(row.payload, 'data', cells);
    flatten(row.result, 'result', cells);
    return cells;
  });
  const fixed = [
    ...['reference', 'kind', 'status', 'locale', 'created_at', 'submitted_at'],
    ...['campaign_source', 'campaign_medium', 'campaign_name'],
  ];
  const extra = [...new Set(flat.flatMap((cells) => Object.keys(cells)))]
    .filter((key) => !fixed.includes(key))
    .sort();
  const columns = [...fixed, ...extra];
  const lines = [
    columns.join(','),
    ...flat.map((cells) => columns.map((column) => cell(cells[column] ?? '')).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
