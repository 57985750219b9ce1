import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { serverSecrets } from '@/db/schema';

/**
 * The secret `name` kept in the database, made from `fresh()` by whichever caller comes first: the
 * insert does nothing when a row exists (on PostgreSQL a concurrent one waits for the first's commit),
 * so every instance and every restart reads back the same value.
 */
export async function storedSecret(db: Db, name: string, fresh: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: fresh() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`The server secret ${name} was not stored.`);
  return row.value;
}
