// `npm run leads:status [-- --json]`
// Lists the leads not yet delivered to the leads webhook, waiting or dead-lettered: reference, kind,
// attempts, last error and age; never the applicant's data. On PGlite, stop the server first.
import { parseArgs } from 'node:util';
import { databaseConfigFromEnv, openDatabase } from '../src/db/client';
import { leadStatusTable } from '../src/server/lead-delivery/lead-status';
import { undeliveredLeads } from '../src/server/lead-delivery/outbox-status-repository';

const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } });

try {
  const handle = await openDatabase(databaseConfigFromEnv());
  try {
    if (values.json) {
      for (const lead of await undeliveredLeads(handle.db))
        process.stdout.write(`${JSON.stringify(lead)}\n`);
    } else process.stdout.write(await leadStatusTable(handle.db));
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(`leads:status: ${(error as Error).message}`);
  process.exit(1);
}
