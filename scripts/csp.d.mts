/** Types of scripts/csp.mjs for the TypeScript tools that use it. */
export function inlineScriptHashes(html: string): string[];
export function writeCspManifest(distDir: string): Record<string, string[]>;
export function readCspManifest(distDir: string): Record<string, string[]>;
export function contentSecurityPolicy(
  scriptSources: string[],
  env?: Record<string, string | undefined>,
): string;
export function newNonce(): string;
