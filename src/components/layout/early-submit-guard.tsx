import { earlySubmitScript } from './early-submit-script';

/** The inline script that holds a form sent before hydration (see early-submit-script.ts). */
export function EarlySubmitGuard() {
  return <script dangerouslySetInnerHTML={{ __html: earlySubmitScript }} />;
}
