export const COMPILE_HINT: string;
export function startupChunks(html: string): Set<string>;
export function markStartupChunks(distDir: string): number;
