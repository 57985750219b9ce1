// The production server's own log lines: JSON objects from pino, like the site's (src/lib/logger.ts),
// so every line the process writes parses as one. Never the request target or a header's value.
import pino from 'pino';

export const log = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { service: 'konew-web', source: 'server' },
});
