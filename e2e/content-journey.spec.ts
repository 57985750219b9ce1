import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoStrayEnglish } from './support/chinese-page';
import { localized, locales } from './support/pages';
import { revealAll } from './content-reveal';

const nav = {
  'zh-HK': { label: '主要導覽', blog: '網誌', promotions: '優惠', faq: '常見問題' },
  'en-US': { label: 'Main navigation', blog: 'Blog', promotions: 'Promotions', faq: 'FAQ' },
} as const;

function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** `axe`: only where no other spec runs it on this page type (support/axe.ts). */
async function checkPage(page: Page, locale: string, { axe = false } = {}) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('h1')).toHaveCount(1);
  if (locale === 'zh-HK') await expectNoStrayEnglish(page);
  await revealAll(page);
  if (axe) await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const { locale, prefix } of locales) {
  test(`a reader walks home → blog → article → promotions → a promotion → FAQ (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const violations = cspViolations(page);
    const links = nav[locale];
    const menu = page.getByRole('navigation', { name: links.label }).first();

    expect((await page.goto(localized(prefix, '/')))?.status()).toBe(200);
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    await expect(page.getByTestId('carousel-slide')).toHaveCount(3);
    await expect(page.getByTestId('home-latest').locator('article')).toHaveCount(3);
    await checkPage(page, locale);

    await menu.getByRole('link', { name: links.blog }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/blog$`));
    await expect(page.locator('main article')).not.toHaveCount(0);
    await checkPage(page, locale, { axe: true });

    const firstArticle = page.locator('main article h3 a').first();
    const title = (await firstArticle.textContent())?.trim() ?? '';
    await firstArticle.click();
    await expect(page.locator('h1')).toHaveText(title);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: title, inLanguage: locale });
    await checkPage(page, locale);

    await menu.getByRole('link', { name: links.promotions }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/promotions$`));
    await expect(page.getByTestId('apply-now')).toBeVisible();
    await expect(page.locator('section#cardholder article')).not.toHaveCount(0);
    await checkPage(page, locale, { axe: true });

    const promotion = page.locator('#latest-heading + ul article h3 a').first();
    const promotionTitle = (await promotion.textContent())?.trim() ?? '';
    await promotion.click();
    await expect(page.locator('h1')).toHaveText(promotionTitle);
    await expect(page.getByTestId('promotion-period')).toBeVisible();
    await checkPage(page, locale);

    await menu.getByRole('link', { name: links.faq }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/faq$`));
    await expect(page.getByTestId('faq-question')).toHaveCount(26);
    const question = page.getByTestId('faq-question').first();
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
    await checkPage(page, locale, { axe: true });

    expect(violations).toEqual([]);
  });
}
