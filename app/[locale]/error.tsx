'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/errors/error-screen.client';
import { reloadAfterChunkError } from '@/components/navigation/chunk-reload.client';
import { sameSitePath } from '@/components/navigation/safe-url';

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const router = useRouter();
  useEffect(() => {
    reloadAfterChunkError(error);
  }, [error]);
  return (
    <main id="main" className="flex-1">
      <meta name="robots" content="noindex" />
      <ErrorScreen
        statusCode={500}
        onClear={(redirect) => {
          router.replace(sameSitePath(redirect));
          reset();
        }}
      />
    </main>
  );
}
