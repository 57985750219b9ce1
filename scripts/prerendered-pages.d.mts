export function prerenderedPages(distDir: string): string[];
export function prerenderedDir(distDir: string): string;
export function builtFile(distDir: string, src: string): string;
