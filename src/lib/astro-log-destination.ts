// The framework's own log lines (astro.config.ts `logger`, Astro's documented destination seam) go
// through the site's logger: one JSON object each, the framework's text in a string field, so a line
// break in it (a quoted path, a stack) stays inside the string and cannot forge a line of its own.
import type { AstroLoggerDestination, AstroLoggerMessage } from 'astro';
import { logger } from './logger';

/** ANSI colour codes Astro puts in its messages for a terminal. */
const colours = /\u001b\[[0-9;]*m/g;

export default function astroLogDestination(): AstroLoggerDestination {
  return {
    write({ label, level, message }: AstroLoggerMessage) {
      if (level === 'silent') return;
      logger[level](
        { source: 'astro', label: label ?? undefined, astro_message: message.replace(colours, '') },
        'framework message',
      );
    },
  };
}
