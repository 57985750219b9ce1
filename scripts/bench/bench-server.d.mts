// Types of bench-server.mjs for the TypeScript benchmarks (lighthouse.ts).
export function withServer<T>(
  run: (base: string) => Promise<T>,
  options?: { port?: number },
): Promise<T>;
export const pageTypes: Record<string, string | null>;
export function pageUrls(base: string): Promise<Record<string, string>>;
export function median(values: number[]): number;
