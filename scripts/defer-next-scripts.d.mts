export function deferNextScripts(html: string): string;
export function deferScriptsInBuild(distDir: string): number;
