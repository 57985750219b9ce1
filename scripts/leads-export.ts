// `npm run leads:export -- --from 2026-01-01 --to 2026-02-01 [--format csv|jsonl] [--kind sme_application] [--out file]`
// Writes the stored records created in [from, to) (Hong Kong dates) as CSV or JSON lines, to stdout or --out.
// On PGlite, stop the server first: one process owns the data folder.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { databaseConfigFromEnv, openDatabase } from '../src/db/client';
import { exportLeads } from '../src/server/lead-delivery/lead-export';
import { submissionKinds } from '../src/server/submissions/submission-kinds';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    format: { type: 'string', default: 'csv' },
    kind: { type: 'string', multiple: true },
    out: { type: 'string' },
  },
});

const hongKongDay = (text: string | undefined, name: string) => {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text))
    throw new Error(`--${name} YYYY-MM-DD is required`);
  return new Date(`${text}T00:00:00+08:00`);
};

try {
  const from = hongKongDay(values.from, 'from');
  const to = hongKongDay(values.to, 'to');
  if (values.format !== 'csv' && values.format !== 'jsonl')
    throw new Error('--format is csv or jsonl');
  const unknown = (values.kind ?? []).filter(
    (kind) => !(submissionKinds as readonly string[]).includes(kind),
  );
  if (unknown.length > 0)
    throw new Error(`unknown --kind ${unknown.join(', ')} (known: ${submissionKinds.join(', ')})`);
  const handle = await openDatabase(databaseConfigFromEnv());
  try {
    const output = await exportLeads(handle.db, {
      from,
      to,
      kinds: values.kind,
      format: values.format,
    });
    if (values.out) writeFileSync(values.out, output, { mode: 0o600 });
    else process.stdout.write(output);
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(`leads:export: ${(error as Error).message}`);
  process.exit(1);
}
