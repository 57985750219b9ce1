// Turbopack looks for proxy and instrumentation files from the workspace root (the site's
// src/proxy.ts) unless the project has its own (vercel/next.js#95287): these stand in, and do nothing.
import { NextResponse } from 'next/server';

export function proxy() {
  return NextResponse.next();
}

// Never matches a request: the anchor's pages are served without a proxy, as a bare app's are.
export const config = { matcher: '/__anchor-never' };
