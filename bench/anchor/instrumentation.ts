// Stands in for the site's src/instrumentation.ts, which Turbopack would otherwise find (see proxy.ts).
export function register() {}
