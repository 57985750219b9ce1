export function chunkIntegrity(distDir: string): (src: string) => string | undefined;
