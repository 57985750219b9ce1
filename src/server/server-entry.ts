// The server bundle's entry, dist/server/entry.mjs (astro.config.ts sets it): the Node adapter's
// exports, the runtime's stop, which serve/server.ts imports from here (typed) for its drain, and
// the readiness checks of /readyz (serve/health.ts).
export { handler, options, startServer } from '@astrojs/node/server.js';
export { stopServerRuntime } from './runtime';
export { readinessReasons } from './health/readiness';
export { startTelemetry, stopTelemetry } from './telemetry/telemetry';
export { observeRequest } from './telemetry/request-telemetry';
export { countReadiness } from './telemetry/site-metrics';
// serve/migrate.ts (the Kubernetes migration Job, `npm run serve:migrate`): open, migrate, close.
export { databaseConfigFromEnv, openDatabase } from '@/db/client';
