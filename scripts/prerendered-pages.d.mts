export function prerenderedPages(distDir: string): string[];
export function prerenderedDir(distDir: string): string;
