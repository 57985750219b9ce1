import { closeDatabase, getDatabase } from '@/db/client';
import { DataFolderInUseError } from '@/db/data-folder-lock';
import { env } from '@/env';
import { startLeadRelay } from '@/server/lead-delivery/lead-relay';
import { drain } from '@/server/idempotency/in-flight';
import { loadFormTokenKey } from '@/server/api/form-token-key';
import { logger } from '@/lib/logger';
import { onOutboxWake } from '@/server/lead-delivery/outbox-signal';
import { opsMailer } from '@/server/lead-delivery/ops-mail';
import { processSingleton } from '@/lib/process-singleton';
import { siteContent } from '@/content/site-content';
import { installSharedCacheTags, sharedCacheTags } from '@/server/publishing/shared-cache-tags';

const DRAIN_MS = 10_000;
const state = processSingleton('server.runtime', () => ({
  started: false,
  stopping: null as Promise<void> | null,
  stopRelay: async () => {},
}));

/**
 * Runs once when the server process starts: takes the database (a second process on the same PGlite
 * folder stops here), reads the form-token key kept there, shares cache tags on PostgreSQL and starts
 * the leads relay. The server owns the signals: on SIGTERM it drains its requests, then calls
 * stopServerRuntime (serve/server.ts imports it from the bundle's entry, src/server/server-entry.ts).
 */
export async function startServerRuntime(): Promise<void> {
  if (state.started) return;
  state.started = true;
  // Instances sharing PostgreSQL share cache tags: a publish on one expires the pages of all.
  if (env.DATABASE_URL)
    installSharedCacheTags(sharedCacheTags(async () => (await getDatabase()).db));
  try {
    const database = await getDatabase();
    logger.info({ database: database.kind }, 'database ready');
    // Before the first page renders a form token: one key for every instance and restart.
    await loadFormTokenKey(database.db).catch((error: unknown) =>
      logger.warn({ err: error }, 'form-token key not read: pages sign with a key of their own'),
    );
  } catch (error) {
    const cause = error instanceof DataFolderInUseError ? error : (error as Error).cause;
    if (cause instanceof DataFolderInUseError) {
      logger.fatal({ err: cause }, cause.message);
      console.error(cause.message);
      process.exit(1);
    }
    logger.error(
      { err: error },
      'database not available at start: the API answers 503 until it is',
    );
  }
  await warmContent();
  if (env.LEADS_WEBHOOK_URL && env.LEADS_WEBHOOK_SECRET) {
    const relay = startLeadRelay({
      url: env.LEADS_WEBHOOK_URL,
      secret: env.LEADS_WEBHOOK_SECRET,
      db: async () => (await getDatabase()).db,
      overdueMs: env.LEADS_OVERDUE_MINUTES * 60_000,
      notify: opsNotify(),
    });
    onOutboxWake(relay.wake);
    state.stopRelay = relay.stop;
  } else {
    logger.info('no LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET: stored leads wait in the outbox');
  }
}

/**
 * Reads both spaces once before the first request: every loan submission checks its product's
 * published terms, and the first read of a local export parses and indexes the whole file (about a
 * second under load), which would hold the first requests past their queue wait (503 overloaded).
 */
async function warmContent() {
  const content = siteContent();
  await Promise.all([
    content.loanProducts('smeLoanProduct'),
    content.loanProducts('ownerLoanProduct'),
  ]).catch((error: unknown) =>
    logger.warn({ err: error }, 'content not read at start: pages read it on first use'),
  );
}

/** Mail to operations when SMTP_URL and OPS_ALERT_EMAIL are set; otherwise alerts are logged only. */
function opsNotify() {
  if (!env.SMTP_URL || !env.OPS_ALERT_EMAIL) return undefined;
  const from = env.OPS_ALERT_FROM ?? env.OPS_ALERT_EMAIL;
  return opsMailer({ smtpUrl: env.SMTP_URL, to: env.OPS_ALERT_EMAIL, from });
}

/** Stops taking API requests, lets the running ones answer, then closes the database. */
export function stopServerRuntime(): Promise<void> {
  state.stopping ??= (async () => {
    await state.stopRelay();
    await drain(DRAIN_MS);
    await closeDatabase().catch((error: unknown) =>
      logger.error({ err: error }, 'closing the database failed'),
    );
    logger.info('shut down cleanly');
  })();
  return state.stopping;
}
