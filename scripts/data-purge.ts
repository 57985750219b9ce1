// `npm run data:purge [-- --dry-run]`: removes personal data past its retention period (per record type,
// DATA_RETENTION_DAYS overrides the defaults in src/server/data-retention/retention-policy.ts) and keeps
// a non-personal audit stub of each record. Run it daily (cron). On PGlite, stop the server first.
import { parseArgs } from 'node:util';
import { databaseConfigFromEnv, openDatabase } from '../src/db/client';
import { env } from '../src/env';
import { runPurge } from '../src/server/data-retention/purge';
import { retentionPolicy } from '../src/server/data-retention/retention-policy';

const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });

try {
  const policy = retentionPolicy(env.DATA_RETENTION_DAYS);
  if (values['dry-run']) {
    console.log(JSON.stringify({ policy }, null, 2));
    process.exit(0);
  }
  const handle = await openDatabase(databaseConfigFromEnv());
  try {
    console.log(
      JSON.stringify(
        { purged_at: new Date().toISOString(), policy, report: await runPurge(handle.db, policy) },
        null,
        2,
      ),
    );
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(`data:purge: ${(error as Error).message}`);
  process.exit(1);
}
