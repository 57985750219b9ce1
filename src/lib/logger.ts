import pino from 'pino';
import { env } from '@/env';
import { processSingleton } from '@/lib/process-singleton';

/** Error name, code and stack frames only: messages of database and library errors can quote the data. */
export function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: frames.slice(0, 12).join('\n'),
    ...(error.cause ? { cause: safeError(error.cause) } : {}),
  };
}

type Sink = { target: { write(line: string): unknown } };

/**
 * stdout, written asynchronously (pino flushes it when the process exits): a synchronous write to a
 * pipe whose reader lags blocked every request behind it, the heaviest cost per request under load.
 */
const stdout = processSingleton('log.stdout', () => pino.destination({ dest: 1, sync: false }));
const sink = processSingleton<Sink>('log.sink', () => ({ target: stdout }));

/**
 * JSON lines with a request id. Never pass request bodies, names, phone numbers, emails, registration
 * numbers, addresses or IPs; the listed keys are censored as a second line of defence.
 */
export const logger = processSingleton('log.logger', () =>
  pino(
    {
      level: env.LOG_LEVEL,
      base: { service: 'konew-web' },
      serializers: { err: safeError },
      redact: {
        paths: ['body', 'payload', 'input', 'headers', 'ip', '*.body', '*.payload', '*.headers'],
        censor: '[redacted]',
      },
    },
    { write: (line: string) => sink.target.write(line) },
  ),
);

/** Sends log lines to `target` until the returned function restores stdout (tests read them). */
export function redirectLogs(target: { write(line: string): unknown }): () => void {
  sink.target = target;
  return () => {
    sink.target = stdout;
  };
}
