// A phone has a Chinese font; a bare Linux host may not, and then every CJK character of the pages
// falls back glyph by glyph, which slows layout and skews every figure of the page benches (seen on a
// host without one: layout on load 11-32 ms longer per page type in main-thread.ts, the anchor's 6 ms;
// the blog list's first layout 90 ms under long-tasks.ts). Every bench that loads pages says so.
import { spawnSync } from 'node:child_process';

/** The warning to print for `fc-list :lang=zh-hk family`'s output (null: fc-list did not run). */
export function chineseFontWarning(fcListOutput: string | null): string | undefined {
  if (fcListOutput?.trim()) return undefined;
  return 'warning: no Hong Kong Chinese font installed (fc-list :lang=zh-hk is empty): layout figures are skewed; Debian: apt-get install fonts-noto-cjk';
}

/** Prints the warning when this host has no Hong Kong Chinese font. */
export function warnWithoutChineseFont(): void {
  const fcList = spawnSync('fc-list', [':lang=zh-hk', 'family'], { encoding: 'utf8' });
  const warning = chineseFontWarning(fcList.error ? null : fcList.stdout);
  if (warning) console.log(warning);
}
