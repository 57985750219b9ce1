import type { Db } from '@/db/client';
import { logger } from '@/lib/logger';
import { type Notify, reportLeadAlerts } from './lead-alerts';
import { claimDueDeliveries, deliveryRecord, markDelivered, markFailed } from './outbox-repository';
import { claimOverdue } from './outbox-status-repository';
import { deliveryBody } from './delivery-body';
import { afterFailure } from './retry-schedule';
import { deliverySigner } from './webhook-signature';
import { countDelivery } from '@/server/telemetry/outbox-metrics';
import { inDeliverySpan } from '@/server/telemetry/delivery-span';

export type RelayConfig = {
  url: string;
  secret: string;
  db: () => Promise<Db>;
  /** How often to look for due rows when nobody wakes the relay. */
  intervalMs?: number;
  timeoutMs?: number;
  batchSize?: number;
  /** Attempts before a row is dead-lettered (retry-schedule.ts). */
  maxAttempts?: number;
  /** An undelivered row older than this is reported once. */
  overdueMs?: number;
  /** Tells operations of dead-lettered and overdue leads (ops-mail.ts); the log and counters always do. */
  notify?: Notify;
};

type Claimed = Awaited<ReturnType<typeof claimDueDeliveries>>[number];
type Sign = ReturnType<typeof deliverySigner>;

async function post(config: RelayConfig, sign: Sign, id: string, body: string) {
  return inDeliverySpan((trace) => send(config, sign, id, body, trace));
}

async function send(
  config: RelayConfig,
  sign: Sign,
  id: string,
  body: string,
  traceHeaders: Record<string, string>,
) {
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...traceHeaders,
        ...sign(id, new Date(), body),
      },
      body,
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      redirect: 'error',
    });
    await response.body?.cancel();
    return response.ok ? null : `http_${response.status}`;
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
  }
}

async function deliver(config: RelayConfig, sign: Sign, db: Db, row: Claimed) {
  const found = await deliveryRecord(db, row.submissionId);
  const failure = await post(config, sign, row.id, deliveryBody(row, found));
  if (!failure) {
    countDelivery('ok');
    return void (await markDelivered(db, row.id));
  }
  const attempts = row.attempts + 1;
  const next = afterFailure(attempts, config.maxAttempts);
  countDelivery(next.deadLetter ? 'dead_lettered' : 'failed', failure);
  await markFailed(db, row.id, attempts, next, failure);
  if (next.deadLetter && found)
    return { reference: found.record.reference, kind: found.record.kind };
  logger.warn(
    { delivery_id: row.id, event: row.event, attempts, error: failure },
    'lead delivery failed; will retry',
  );
}

/** Delivers waiting outbox rows to the leads webhook until stopped: at least once, each with a stable delivery id. */
export function startLeadRelay(config: RelayConfig) {
  const sign = deliverySigner(config.secret);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  let again = false;

  async function drainDue(): Promise<void> {
    const db = await config.db();
    for (;;) {
      const rows = await claimDueDeliveries(
        db,
        config.batchSize ?? 20,
        (config.timeoutMs ?? 10_000) * 3,
      );
      const dead = [];
      for (const row of rows) {
        const given = await deliver(config, sign, db, row);
        if (given) dead.push({ ...given, reason: 'dead_lettered' as const });
      }
      await reportLeadAlerts(dead, config.notify);
      if (rows.length === 0 || stopped) break;
    }
    const overdue = await claimOverdue(db, config.overdueMs ?? 60 * 60 * 1000);
    const alerts = overdue.map((lead) => ({ ...lead, reason: 'overdue' as const }));
    await reportLeadAlerts(alerts, config.notify);
  }

  function schedule(delayMs: number) {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(run, delayMs).unref();
  }

  function run() {
    if (running) {
      again = true;
      return;
    }
    running = drainDue()
      .catch((error: unknown) =>
        logger.warn({ err: error }, 'lead relay could not read the outbox'),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(config.intervalMs ?? 5_000);
      });
  }

  schedule(0);
  return {
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
