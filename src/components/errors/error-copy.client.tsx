'use client';

import { createContext, use, type ReactNode } from 'react';

/** A message around the requested path, which only the browser may know: [before, after]. */
export type AroundPath = readonly [string, string];

/** The error screen's text, rendered on the server (src/components/errors/error-copy.tsx). */
export type ErrorCopy = {
  notFound: AroundPath;
  routeCheckFailed: AroundPath;
  serverError: string;
  notFoundHelp: string;
  serverErrorHelp: string;
  hotline: string;
  backHome: string;
  home: string;
};

const ErrorCopyContext = createContext<ErrorCopy | null>(null);

/** Holds the server-rendered error text for the error boundary, which Next gives no props. */
export function ErrorCopyProvider({ copy, children }: { copy: ErrorCopy; children: ReactNode }) {
  return <ErrorCopyContext value={copy}>{children}</ErrorCopyContext>;
}

export function useErrorCopy(): ErrorCopy {
  const copy = use(ErrorCopyContext);
  if (!copy) throw new Error('ErrorScreen needs an ErrorCopyProvider above it');
  return copy;
}
