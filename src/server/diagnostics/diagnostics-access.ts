import { headers } from 'next/headers';
import { DIAGNOSTICS_SECRET_HEADER, diagnosticsAllowed } from './diagnostics-allowed';

/** Whether this Next request may see the server's diagnostics (see diagnostics-allowed.ts). */
export async function mayShowDiagnostics(): Promise<boolean> {
  return diagnosticsAllowed((await headers()).get(DIAGNOSTICS_SECRET_HEADER));
}
