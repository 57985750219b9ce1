import type { EventCount } from './analytics-repository';

/** A plain-text table of events per name and page, with a total line. */
export function formatReport(rows: EventCount[], range: { from: string; to: string }): string {
  const table = [
    ['event', 'page', 'events', 'visitors'],
    ...rows.map((row) => [row.event, row.page ?? '-', String(row.events), String(row.visitors)]),
  ];
  const widths = table[0]!.map((_, column) =>
    Math.max(...table.map((line) => line[column]!.length)),
  );
  const numeric = (column: number) => column >= 2;
  const lines = table.map((line) =>
    line
      .map((cell, column) =>
        numeric(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd(),
  );
  const total = rows.reduce((sum, row) => sum + row.events, 0);
  return [
    `Analytics events received from ${range.from} to ${range.to} (Hong Kong days, end exclusive)`,
    '',
    ...lines,
    '',
    `${total} events`,
    '',
  ].join('\n');
}
