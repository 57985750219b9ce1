// Prints, per page and locale, the HTML a visitor downloads: all of it, gzipped, and the part that
// is inline scripts (Astro's island loader, the after-paint loader), plus how much of it is class names.
// Usage: node --import tsx scripts/bench/html-bytes.ts   (BENCH_PORT=3300, BASE_URL to use a running server)
import { gzipSync } from 'node:zlib';
import { pageUrls, withServer } from './bench-server.ts';
import { inlineScripts } from './strip-scripts.ts';

const only = process.env.PAGES?.split(',').map((name) => name.trim()) ?? [
  'blog list',
  'article',
  'promotions',
];
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

await withServer(
  async (base) => {
    const urls = Object.entries(await pageUrls(base)).filter(([name]) => only.includes(name));
    const rows: Array<Record<string, string>> = [];
    for (const [name, url] of urls) {
      for (const prefix of ['', '/en-US']) {
        const { pathname } = new URL(url);
        const html = await (await fetch(`${base}${prefix}${pathname}`)).text();
        const scripts = inlineScripts(html).join('');
        const classes = [...html.matchAll(/class(?:Name)?\\?"?[=:]\\?"([^"\\]*)/g)]
          .map((m) => m[1] ?? '')
          .join('');
        rows.push({
          page: `${name} ${prefix || 'zh-HK'}`,
          'HTML KB': kb(Buffer.byteLength(html)),
          'gzip KB': kb(gzipSync(html).length),
          'inline script KB': kb(Buffer.byteLength(scripts)),
          'inline script gzip KB': kb(gzipSync(scripts).length),
          'class KB': kb(Buffer.byteLength(classes)),
        });
      }
    }
    console.table(rows);
  },
  { port: Number(process.env.BENCH_PORT ?? 3300) },
);
