// The server bundle's entry, dist/server/entry.mjs (astro.config.ts sets it): the Node adapter's
// exports, and the runtime's stop, which serve/server.ts imports from here (typed) for its drain.
export { handler, options, startServer } from '@astrojs/node/server.js';
export { stopServerRuntime } from './runtime';
