// What /readyz answers (serve/health.ts): the reasons this process cannot serve now, none when it
// can. Only fixed codes: never a connection string or a driver's message.
import { getDatabase } from '@/db/client';
import { withTimeBudget } from '@/db/database-errors';
import { env } from '@/env';
import { contentReady } from './content-check';
import { databaseNotReady, type DatabaseReason } from './database-check';

export type ReadinessReason = DatabaseReason | 'content_unavailable' | 'draining';

/** Each dependency's time to answer: a hung one makes the answer 503, never a hung probe. */
export const CHECK_BUDGET_MS = 2_000;

/** The database (opened on first use, as the site opens it) and the content source, checked at once. */
export async function readinessReasons(budgetMs = CHECK_BUDGET_MS): Promise<ReadinessReason[]> {
  const [database, content] = await Promise.all([
    withTimeBudget(getDatabase(), budgetMs).then(
      ({ db }) => databaseNotReady(db, budgetMs),
      (): DatabaseReason => 'database_unavailable',
    ),
    contentReady(env, budgetMs),
  ]);
  return [...(database ? [database] : []), ...(content ? [] : ['content_unavailable' as const])];
}
