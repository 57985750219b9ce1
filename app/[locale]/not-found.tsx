import type { Metadata } from 'next';
import { ErrorScreen } from '@/components/errors/error-screen.client';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Every 404 (unknown path, failed route check, /404) renders here, in the empty layout. */
export default function NotFound() {
  return (
    <main id="main" className="flex-1">
      <ErrorScreen statusCode={404} />
    </main>
  );
}
