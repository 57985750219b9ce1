import { processSingleton } from '@/lib/process-singleton';

const signal = () => processSingleton('api.outboxSignal', () => ({ wake: (): void => undefined }));

/** Tells the relay (if one runs in this process) that new outbox rows are waiting. */
export const wakeOutboxRelay = () => signal().wake();

export function onOutboxWake(wake: () => void): void {
  signal().wake = wake;
}
