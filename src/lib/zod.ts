import { config } from 'zod';

// No compiled parsers: zod probes `new Function` when it builds an object schema, which the CSP (no
// 'unsafe-eval') blocks and the browser reports as a violation. Same results, parsed without code
// generation. Every schema imports z from here, so the setting comes before the first schema is built.
config({ jitless: true });

export { z } from 'zod';
