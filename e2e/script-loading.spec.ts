import { expect, test } from '@playwright/test';
import { hydrated } from './support/hydrated';

// How a content page loads its JavaScript (scripts/defer-next-scripts.mjs, scripts/compile-hints.mjs):
// after the first paint, from chunks V8 compiles as they stream in rather than on the main thread.
const HINT = '//# allFunctionsCalledOnLoad\n';

for (const path of ['/', '/en-US/blog', '/sme-loan/apply']) {
  test(`${path}: scripts load after the first paint, compile-hinted, and the page hydrates`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""/);
    const loaded = /\(function\(s\)[^<]*\}\)\((\[[^\]]+\])\)<\/script>/.exec(html)?.[1];
    expect(loaded, 'the after-paint loader and its chunk list').toBeTruthy();
    const chunks = JSON.parse(loaded!) as string[];
    expect(chunks.length).toBeGreaterThan(3);
    for (const src of chunks) {
      const code = await (await request.get(src)).text();
      expect(code.startsWith(HINT), `${src} starts with the compile hint`).toBe(true);
    }
    await page.goto(path);
    await hydrated(page);
  });
}
