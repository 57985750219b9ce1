import { expect, type Page } from '@playwright/test';

/** Latin words that may stand on a Chinese page: brand and store names, the bilingual licence label, codes. */
const allowed =
  /^(?:Konew|KCash|App|EN|Store|Google|Play|AppGallery|Money|Lender's|Licence|No|HK|GET|POST|todos|Contentful|SMS|OTP|PIN|MCRA|TU|Sample|Finance|Limited|Tower|Road|Central|Hong|Kong|cs|privacy|example|com|utm|ID|QR|PDF|Email|Cap|i18n|redirected|Android|iOS|Huawei|Apple|Pay|Visa|Mastercard|JCB|UnionPay|DPP|MCC|FAQ|Chrome|Safari|Cookie|Cookies|III|IV)$/i;

/**
 * Asserts a zh-HK page shows no English sentence: every Latin word is on the allow-list.
 * Machine values (build ids, codes) are marked `translate="no"` and skipped.
 */
export async function expectNoStrayEnglish(page: Page) {
  const text = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy
      .querySelectorAll('[translate="no"], script, style, noscript')
      .forEach((node) => node.remove());
    return copy.innerText || copy.textContent || '';
  });
  const words = text.match(/[A-Za-z][A-Za-z']+/g) ?? [];
  const stray = [...new Set(words.filter((word) => !allowed.test(word)))];
  expect(stray, `English words on a Chinese page`).toEqual([]);
}
