'use client';

import { Activity, type ReactNode } from 'react';

/**
 * Hydrates its children in a pass of their own, after the rest of the page has been made
 * interactive: React leaves an `<Activity>` boundary in the server HTML until then and splits the
 * work into short tasks (an event inside it hydrates it at once). Unlike `<Suspense>`, the
 * boundary stays inline in the prerendered HTML.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
