import { createHash } from 'node:crypto';

/** An inline script's source for a Content-Security-Policy's script-src: its SHA-256, in base64. */
export const cspHash = (script: string) =>
  `sha256-${createHash('sha256').update(script).digest('base64')}` as const;
