import { expect, test } from '@playwright/test';

// Issue 33 item 7: the site's own pages may post whichever name the site is opened under (a phone on
// the network, 127.0.0.1 instead of localhost); a post from anywhere else is refused. Real Chromium
// sends its own Sec-Fetch-Site and Origin: nothing here is forged by the test.

/** The page's own origin under another name than the configured SITE_ORIGIN (localhost). */
const underOtherName = (baseURL: string) => baseURL.replace('//localhost:', '//127.0.0.1:');

/** POSTs JSON from the page, as an island does, and gives the answer's status and error code. */
async function postFromPage(page: import('@playwright/test').Page, path: string) {
  return page.evaluate(async (target) => {
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'from the page' }),
    });
    const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
    return { status: response.status, code: body.error?.code };
  }, path);
}

for (const name of ['localhost', '127.0.0.1'] as const) {
  test(`a page opened at ${name} posts to its own site`, async ({ page, baseURL }) => {
    const origin = name === 'localhost' ? baseURL! : underOtherName(baseURL!);
    await page.goto(`${origin}/faq`);
    expect(await postFromPage(page, '/todos')).toEqual({ status: 201, code: undefined });
  });
}

test('a form posted from another site is refused (403), not echoed', async ({ page, baseURL }) => {
  // A page of no origin of ours (about:blank with a form on it) posts to the site, as a forged
  // cross-site form would: the browser says cross-site, and the Origin is not ours.
  await page.setContent(
    `<form method="post" action="${baseURL}/todos" enctype="text/plain">
       <input name='{"title":"x","y":"' value='"}'><button>send</button></form>`,
  );
  const answer = page.waitForResponse(`${baseURL}/todos`);
  await page.getByRole('button', { name: 'send' }).click();
  expect((await answer).status()).toBe(403);
});
