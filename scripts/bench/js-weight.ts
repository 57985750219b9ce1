// The JavaScript a page loads, KiB gzipped (level 6, as a server would send it): the scripts a
// Lighthouse run saw it fetch (so an island's chunks count once its directive fired) and the inline
// scripts of its HTML (Astro's island loader). A stripped copy loads none.
import { gzipSync } from 'node:zlib';
import { inlineScripts } from './strip-scripts.ts';

type NetworkItem = { url?: string; resourceType?: string };

/** The scripts of a Lighthouse result's network requests. */
export function scriptUrls(audits: Record<string, { details?: unknown } | undefined>): string[] {
  const details = audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url)
    .map((item) => item.url!);
}

export async function jsKiB(
  page: string,
  scripts: Iterable<string>,
  headers: Record<string, string>,
): Promise<number> {
  const html = await (await fetch(page, { headers })).text();
  const inline = inlineScripts(html).join('\n');
  let bytes = inline ? gzipSync(inline).length : 0;
  for (const url of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(url, { headers })).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return bytes / 1024;
}
