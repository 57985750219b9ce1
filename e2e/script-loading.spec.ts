import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { deferredScripts } from '../scripts/defer-next-scripts.mjs';
import { hydrated } from './support/hydrated';

// How a page loads its JavaScript (scripts/defer-next-scripts.mjs): after the first paint, with each
// chunk's integrity, from the chunks exactly as Next built them (no V8 compile hint added after the
// build: content-hashed files served as immutable are never edited).
const HINT = 'allFunctionsCalledOnLoad';

for (const path of ['/', '/en-US/blog', '/sme-loan/apply']) {
  test(`${path}: scripts load after the first paint, as built, with their integrity, and the page hydrates`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""/);
    const scripts = deferredScripts(html);
    expect(scripts.length, 'the after-paint loader and its chunk list').toBeGreaterThan(3);
    for (const { src, integrity } of scripts) {
      const code = await (await request.get(src)).body();
      expect(code.toString('utf8'), `${src} is Next's chunk as built`).not.toContain(HINT);
      expect(integrity, `${src} integrity`).toBe(
        `sha384-${createHash('sha384').update(code).digest('base64')}`,
      );
    }
    await page.goto(path);
    await hydrated(page);
  });
}

test('the instalment planner loads its scripts at once, each with its integrity, and hydrates', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/InstallmentIntroRoute')).text();
  expect(deferredScripts(html)).toEqual([]);
  const tags = [
    ...html.matchAll(
      /<script src="(\/_next\/static\/chunks\/[^"]+)" async="" integrity="([^"]+)"/g,
    ),
  ];
  expect(tags.length).toBeGreaterThan(3);
  for (const [, src, integrity] of tags) {
    const code = await (await request.get(src!)).body();
    expect(integrity).toBe(`sha384-${createHash('sha384').update(code).digest('base64')}`);
  }
  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""><\/script>/);
  await page.goto('/InstallmentIntroRoute');
  await hydrated(page);
});
