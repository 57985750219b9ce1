// `npm run analytics:report -- --from 2026-01-01 --to 2026-02-01`: events received by the built-in
// collector in [from, to) (Hong Kong dates), per event name and page, with distinct anonymous visitors.
// On PGlite, stop the server first: one process owns the data folder.
import { parseArgs } from 'node:util';
import { databaseConfigFromEnv, openDatabase } from '../src/db/client';
import { formatReport } from '../src/features/analytics/analytics-report';
import { countEvents } from '../src/features/analytics/analytics-repository';

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });

const hongKongDay = (text: string | undefined, name: string) => {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text)))
    throw new Error(`--${name} YYYY-MM-DD is required`);
  return new Date(`${text}T00:00:00+08:00`);
};

try {
  const from = hongKongDay(values.from, 'from');
  const to = hongKongDay(values.to, 'to');
  if (to <= from) throw new Error('--to must be after --from');
  const handle = await openDatabase(databaseConfigFromEnv());
  try {
    const rows = await countEvents(handle.db, from, to);
    process.stdout.write(formatReport(rows, { from: values.from!, to: values.to! }));
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(`analytics:report: ${(error as Error).message}`);
  process.exit(1);
}
