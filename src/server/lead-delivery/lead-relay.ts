import type { Db } from '@/db/client';
import { logger } from '@/lib/logger';
import { claimDueDeliveries, deliveryRecord, markDelivered, markFailed } from './outbox-repository';
import { retryDelayMs, signDelivery } from './webhook-signature';

export type RelayConfig = {
  url: string;
  secret: string;
  db: () => Promise<Db>;
  /** How often to look for due rows when nobody wakes the relay. */
  intervalMs?: number;
  timeoutMs?: number;
  batchSize?: number;
};

type Claimed = Awaited<ReturnType<typeof claimDueDeliveries>>[number];

async function deliver(config: RelayConfig, db: Db, row: Claimed): Promise<void> {
  const found = await deliveryRecord(db, row.submissionId);
  const { record, consents } = found ?? {};
  const body = JSON.stringify({
    delivery_id: row.id,
    event: row.event,
    occurred_at: row.createdAt.toISOString(),
    record: record && {
      kind: record.kind,
      reference: record.reference,
      status: record.status,
      locale: record.locale,
      created_at: record.createdAt.toISOString(),
      submitted_at: record.submittedAt?.toISOString() ?? null,
      data: record.payload,
      result: record.result,
      consents,
    },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  let failure: string | null = null;
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-konew-delivery-id': row.id,
        'x-konew-timestamp': String(timestamp),
        'x-konew-signature': signDelivery(config.secret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      redirect: 'error',
    });
    await response.body?.cancel();
    if (!response.ok) failure = `http_${response.status}`;
  } catch (error) {
    failure = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
  }
  if (!failure) {
    await markDelivered(db, row.id);
    return;
  }
  const attempts = row.attempts + 1;
  await markFailed(db, row.id, attempts, retryDelayMs(attempts), failure);
  logger.warn(
    { delivery_id: row.id, event: row.event, attempts, error: failure },
    'lead delivery failed; will retry',
  );
}

/** Delivers waiting outbox rows to the leads webhook until stopped: at least once, each with a stable delivery id. */
export function startLeadRelay(config: RelayConfig) {
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
      for (const row of rows) await deliver(config, db, row);
      if (rows.length === 0 || stopped) return;
    }
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
