import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formToken } from './support/form-token';
import { suiteMinFillMs } from './support/min-fill';
import { localized, locales } from './support/pages';

/** The path of vnu.jar: the vnu-jar package exports it as its (String) value. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/** One page of every type, by unprefixed path, with the status it answers. */
const pageTypes = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about-us' },
  { name: 'blog-list', path: '/blog' },
  { name: 'article', path: '/blog/konew-app-new-version' },
  { name: 'promotions', path: '/promotions' },
  { name: 'promotion', path: '/promotions/summer-fitness-offer' },
  { name: 'campaign', path: '/campaign' },
  { name: 'tnc', path: '/tnc/electronics-instalment-offer-tnc' },
  { name: 'faq', path: '/faq' },
  { name: 'store-address', path: '/store-address' },
  { name: 'sme-loan', path: '/sme-loan' },
  { name: 'sme-apply', path: '/sme-loan/apply' },
  { name: 'sme-eligibility', path: '/sme-loan/eligibility?start_year=2018&turnover=under_50k' },
  { name: 'property-valuation', path: '/property-valuation' },
  { name: 'owner-loan', path: '/property-owner-loan' },
  { name: 'owner-loan-apply', path: '/property-owner-loan/apply' },
  { name: 'credit-report', path: '/features/free-smart-credit-report' },
  { name: 'account-delete', path: '/account_delete' },
  { name: 'download-app', path: '/download_app' },
  { name: 'not-found', path: '/no-such-page-for-vnu', status: 404 },
  // The remaining layouts and templates, so every page type is checked.
  { name: 'blog-topic', path: '/blog/topic/travel' },
  { name: 'blog-page-2', path: '/blog/page/2' },
  { name: 'news', path: '/blog/news' },
  { name: 'videos', path: '/blog/videos' },
  { name: 'video', path: '/blog/video-activate-card' },
  { name: 'tnc-fixed', path: '/tnc/promotions-general' },
  { name: 'landing', path: '/abc/student-offer' },
  { name: 'apple-pay', path: '/promotion_material/apple_pay' },
  { name: 'mall', path: '/mall' },
  { name: 'active-card', path: '/active_card' },
  { name: 'instalment-intro', path: '/InstallmentIntroRoute' },
  { name: 'search', path: '/search?q=App' },
  { name: 'payment-success', path: '/payment_success' },
] as const;

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
};

/**
 * The checker (vnu 26.9) allows `blocking` on a link only with rel="stylesheet"; the HTML Standard
 * also allows it with rel="expect" (links.html#link-type-expect), which the footer puts in the head
 * to hold the first paint until the page's main content is parsed (src/components/layout/footer.tsx).
 */
const checkerBehindSpec = (m: VnuMessage) =>
  m.message.startsWith('A “link” element with a “blocking” attribute must have a “rel”') &&
  (m.extract ?? '').includes('rel="expect"');

/** A valuation result exists only after a submission: create one through the API as the form does. */
async function valuationResultPath(request: APIRequestContext, baseURL: string) {
  const response = await request.post('/api/v2/konew_valuation_create', {
    headers: {
      origin: baseURL,
      'sec-fetch-site': 'same-origin',
      'idempotency-key': randomUUID(),
    },
    data: {
      estate: '太古城',
      block: '5',
      floor: '20',
      flat: 'A',
      form_token: await formToken(baseURL, '/api/v2/konew_valuation_create', suiteMinFillMs),
      fill_ms: 15_000,
    },
  });
  expect(response.status()).toBe(201);
  const { encodedId } = (await response.json()) as { encodedId: string };
  return `/property-valuation/${encodedId}`;
}

test('the W3C Nu HTML checker finds no error on any page type in either locale', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const result = { name: 'valuation-result', path: await valuationResultPath(request, baseURL!) };
    const files: string[] = [];
    for (const { locale, prefix } of locales) {
      for (const page of [...pageTypes, result]) {
        const url = localized(prefix, page.path);
        const response = await request.get(url);
        expect(response.status(), url).toBe('status' in page ? page.status : 200);
        const file = path.join(dir, `${locale}-${page.name}.html`);
        writeFileSync(file, await response.body());
        files.push(file);
      }
    }
    // One JVM for every file: starting the checker costs seconds, checking a page milliseconds.
    const run = spawnSync(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.error).toBeUndefined();
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = messages.filter((m) => m.type !== 'info' && !checkerBehindSpec(m));
    const report = errors.map(
      (m) =>
        `${path.basename(m.url ?? '?')}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'} ${m.message}` +
        (m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').slice(0, 200)}` : ''),
    );
    if (report.length) console.log(report.join('\n'));
    expect(report).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
