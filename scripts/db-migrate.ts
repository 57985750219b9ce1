// `npm run db:migrate`: applies pending migrations now (the server also applies them when it starts).
import { databaseConfigFromEnv, openDatabase } from '../src/db/client';

try {
  const handle = await openDatabase(databaseConfigFromEnv());
  await handle.close();
  console.log(`db:migrate: ${handle.kind} is up to date`);
} catch (error) {
  console.error(`db:migrate: ${(error as Error).message}`);
  process.exit(1);
}
