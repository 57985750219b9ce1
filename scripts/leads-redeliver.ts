// `npm run leads:redeliver -- SQE-XXXXX-XXXXX` or `npm run leads:redeliver -- --all`
// Puts one undelivered lead (by reference), or every dead-lettered one, back on the full retry
// schedule, due now: the relay of a running server delivers it. On PGlite, stop the server first;
// the relay sends it when the server starts again.
import { parseArgs } from 'node:util';
import { databaseConfigFromEnv, openDatabase } from '../src/db/client';
import { redeliverLeads } from '../src/server/lead-delivery/outbox-status-repository';

const { values, positionals } = parseArgs({
  options: { all: { type: 'boolean', default: false } },
  allowPositionals: true,
});

try {
  const [reference] = positionals;
  if (values.all === Boolean(reference) || positionals.length > 1)
    throw new Error('give one reference, or --all for every dead-lettered lead');
  if (reference && !/^[A-Z]{3}-[0-9A-Z]{5}-[0-9A-Z]{5}$/.test(reference))
    throw new Error(`not a reference: ${reference}`);
  const handle = await openDatabase(databaseConfigFromEnv());
  try {
    const queued = await redeliverLeads(handle.db, reference ? { reference } : { all: true });
    for (const lead of queued) console.log(`queued ${lead.reference} ${lead.kind}`);
    console.log(`${queued.length} lead(s) queued for delivery`);
    if (reference && queued.length === 0) process.exitCode = 1;
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(`leads:redeliver: ${(error as Error).message}`);
  process.exit(1);
}
