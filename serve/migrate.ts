// The migration Job's command (deploy/k8s/base/migrate/job.yaml, docs/operations.md "Kubernetes"):
// applies pending migrations to PostgreSQL (DATABASE_URL) and exits, in the production image (no
// tsx there: like serve/server.ts it runs on Node 24's type stripping and the built bundle). The same
// code as a starting server (src/db/client.ts, under the advisory lock of src/db/migrate.ts).
// `npm run serve:migrate`; exit 0: the database is up to date.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerEntry from '../src/server/server-entry.ts';
import { log } from './log.ts';

if (!process.env.DATABASE_URL) {
  log.fatal({ event: 'migrate_refused' }, 'DATABASE_URL is not set: nothing shared to migrate');
  process.exit(1);
}
const entry = (await import(
  pathToFileURL(path.resolve(import.meta.dirname, '..', 'dist', 'server', 'entry.mjs')).href
)) as typeof ServerEntry;
try {
  const started = Date.now();
  const handle = await entry.openDatabase(entry.databaseConfigFromEnv());
  await handle.close();
  log.info({ event: 'migrated', ms: Date.now() - started }, `${handle.kind} is up to date`);
} catch (error) {
  // The driver's message names the failure (refused, authentication, a failed statement), not the URL.
  log.fatal({ event: 'migrate_failed', error: (error as Error).message }, 'migration failed');
  process.exit(1);
}
