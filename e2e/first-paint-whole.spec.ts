import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

// A page paints its first frame with its main content, not its header alone. On a slow phone the
// browser's parser yields part-way through a long document: the first frame showed the header and
// the top of the page, and the rest was parsed and laid out again in long tasks after that paint.
// The head's `<link rel="expect" blocking="render">` (src/components/layout/footer.tsx) holds the
// first paint until the parser reaches the footer (Lighthouse with a real x11.5 slowdown, median of
// 5: total blocking time 93-251 ms lower per page type, scripts/bench/lighthouse.ts).
//
// Here the document reaches the browser in two parts, the second (from the footer on) after a pause,
// as on a slow network. The first paint must come after the pause, and the page must then paint.

const pause = 1500;

/** Forwards to the site; a page's document is sent up to its footer, then the rest after `pause`. */
async function slowDocumentProxy(origin: string): Promise<{ server: Server; base: string }> {
  const forward = async (url: string, response: ServerResponse) => {
    const upstream = await fetch(`${origin}${url}`, {
      headers: { 'Accept-Language': 'zh-HK' },
      redirect: 'manual',
    });
    const type = upstream.headers.get('content-type') ?? '';
    response.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
    if (!type.startsWith('text/html')) {
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    const cut = html.indexOf('<footer');
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), pause);
  };
  const server = createServer((request, response) => {
    forward(request.url ?? '/', response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let proxy: { server: Server; base: string };
test.beforeAll(async ({ baseURL }) => {
  proxy = await slowDocumentProxy(baseURL!);
});
test.afterAll(() => new Promise<void>((resolve) => proxy.server.close(() => resolve())));

for (const path of ['/faq', '/blog', '/promotions', '/abc/student-offer', '/en-US', '/en-US/faq']) {
  test(`${path}: the first paint waits for the main content, then comes`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${proxy.base}${path}`, { waitUntil: 'load' });
    const firstPaint = () =>
      page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      );
    await expect.poll(firstPaint).not.toBeNull();
    expect(await firstPaint()).toBeGreaterThanOrEqual(pause);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('footer')).toBeAttached();
  });
}
