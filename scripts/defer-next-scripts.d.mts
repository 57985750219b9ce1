export function deferNextScripts(
  html: string,
  integrityOf?: (src: string) => string | undefined,
): string;
export function deferScriptsInBuild(distDir: string): number;
export function deferredScripts(html: string): { src: string; integrity: string | undefined }[];
