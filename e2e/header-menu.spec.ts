import { expect, test, type Page } from '@playwright/test';
import { axeInDefaultLocale, expectNoSeriousViolationsNow } from './support/axe';
import { copy, formLocales as locales } from './support/form-copy';
import { hydrated } from './support/hydrated';
import { localized } from './support/pages';

// The header has one navigation for every width: a row from xl (1280 px), a drawer below it that the
// Menu button opens as a popover, so it opens and closes without JavaScript, and a tap outside or Esc
// closes it as well as its Close button. One copy of the links, not one per width, keeps every page
// 18 elements lighter (HTML, React's data and hydration).

const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 800 };

const faqPath = (prefix: string) => localized(prefix, '/faq');
const controls = (page: Page, locale: (typeof locales)[number]['locale']) => {
  const header = page.locator('header');
  return {
    menu: header.getByRole('button', { name: copy(locale, 'Nav.menu'), exact: true }),
    close: header.getByRole('button', { name: copy(locale, 'Nav.close'), exact: true }),
    nav: header.getByRole('navigation', { name: copy(locale, 'Nav.label') }),
    faq: header.getByRole('link', { name: copy(locale, 'Nav.faq'), exact: true }),
  };
};

/** Whether the focused element is what a sighted visitor sees at its place (nothing laid over it). */
const focusOnTop = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement!;
    const box = focused.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return !!top && focused.contains(top);
  });

/** Opens the drawer from the keyboard: Enter on the Menu button puts the focus on Close. */
async function openByKeyboard({ menu, close, nav }: ReturnType<typeof controls>) {
  await menu.focus();
  await menu.press('Enter');
  await expect(nav).toBeVisible();
  await expect(close).toBeFocused();
}

for (const { locale, prefix } of locales) {
  // One page walks every check with JavaScript, one without: each step used to be a case of its
  // own, paying a new browser context and a cold load of the same styles and fonts.
  test(`${locale}: the header with JavaScript, at desktop, 1440 px and phone widths`, async ({
    page,
  }) => {
    // The checks of several cases, each of which had the default 30 s.
    test.slow();
    await test.step('the header links to each page once', async () => {
      await page.goto(localized(prefix, '/blog'));
      await expect(page.locator('header nav')).toHaveCount(1);
      await expect(page.locator(`header a[href="${faqPath(prefix)}"]`)).toHaveCount(1);
    });

    await test.step('desktop: the links are a row in the header, no Menu button', async () => {
      await page.setViewportSize(desktop);
      await page.goto(localized(prefix, '/'));
      const { menu, close, nav, faq } = controls(page, locale);
      await expect(nav).toBeVisible();
      await expect(faq).toBeVisible();
      await expect(menu).toBeHidden();
      await expect(close).toBeHidden();
      // In the header's row, not laid over the page.
      const header = await page.locator('header').boundingBox();
      const link = await faq.boundingBox();
      expect(link!.y + link!.height).toBeLessThanOrEqual(header!.y + header!.height);
    });

    await test.step('one call to action per section and the current page marked, at 1440 px', async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const header = page.locator('body > header, body > * > header').first();
      const action = header.getByTestId('header-action');
      for (const { path, nav, href, key } of [
        { path: '/sme-loan', nav: 'Nav.smeLoan', href: '/sme-loan/apply', key: 'Nav.apply' },
        { path: '/blog', nav: 'Nav.blog', href: '/download_app', key: 'Nav.download' },
      ]) {
        await page.goto(localized(prefix, path));
        await expect(action).toBeVisible();
        await expect(action).toHaveText(copy(locale, key));
        await expect(action).toHaveAttribute('href', localized(prefix, href));
        // In the header's row, beside the links.
        const row = await header.boundingBox();
        const box = await action.boundingBox();
        expect(box!.y + box!.height).toBeLessThanOrEqual(row!.y + row!.height);
        const current = header.getByRole('link', { name: copy(locale, nav), exact: true });
        await expect(current).toHaveAttribute('aria-current', 'page');
        await expect(header.locator('nav [aria-current]')).toHaveCount(1);
        // Seen as well as announced: bold and underlined, unlike the other links.
        const look = (link: typeof current) =>
          link.evaluate(
            (el) => `${getComputedStyle(el).fontWeight} ${getComputedStyle(el).textDecorationLine}`,
          );
        const faq = header.getByRole('link', { name: copy(locale, 'Nav.faq'), exact: true });
        expect(await look(current)).toBe('600 underline');
        expect(await look(faq)).not.toBe(await look(current));
      }
      // A page under a section marks its link as the current section.
      await page.goto(localized(prefix, '/property-owner-loan/apply'));
      await expect(
        header.getByRole('link', { name: copy(locale, 'Nav.ownerLoan'), exact: true }),
      ).toHaveAttribute('aria-current', 'true');
      await expect(action).toHaveAttribute('aria-current', 'page');
    });

    await test.step('phone: focus leaving the drawer closes it, so it never lands under the drawer', async () => {
      await page.setViewportSize(phone);
      await page.goto(localized(prefix, '/'));
      await hydrated(page);
      const drawer = controls(page, locale);
      const { menu, close, nav } = drawer;
      await openByKeyboard(drawer);
      await axeInDefaultLocale(page, locale);
      await expect(close).toBeFocused();
      // Tab over the search field, its button, the call to action, the eight links, the hotline and
      // the other language, and past the last.
      for (let control = 0; control < 13; control++) await page.keyboard.press('Tab');
      await expect(nav).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(nav).toBeHidden();
      expect(await focusOnTop(page)).toBe(true);

      // Shift+Tab from Close goes back to the Menu button, which the drawer covers.
      await openByKeyboard(drawer);
      await page.keyboard.press('Shift+Tab');
      await expect(nav).toBeHidden();
      await expect(menu).toBeFocused();
      expect(await focusOnTop(page)).toBe(true);
    });

    await test.step('phone: after a link in the drawer, the new page shows with the drawer closed', async () => {
      await page.setViewportSize(phone);
      await page.goto(localized(prefix, '/'));
      await hydrated(page);
      const { menu, nav, faq } = controls(page, locale);
      await menu.click();
      await faq.click();
      // Header links are plain links (issue 32): the next page is a fresh document, drawer closed.
      await expect(page).toHaveURL(new RegExp(`${faqPath(prefix)}$`));
      await expect(page.locator('h1')).toHaveText(copy(locale, 'Faq.title'));
      await expect(nav).toBeHidden();
    });

    if (locale === 'zh-HK')
      await test.step('phone, before any script has run: the open drawer passes axe', async () => {
        // Axe needs script in the page, so the site's own modules are held back instead: the
        // drawer is the popover the server rendered, opened by its button, what a visitor without
        // JavaScript meets.
        await page.setViewportSize(phone);
        await page.route('**/_astro/**/*.js', (route) => route.abort());
        await page.goto('/');
        const { menu, nav } = controls(page, 'zh-HK');
        await menu.click();
        await expect(nav).toBeVisible();
        await expectNoSeriousViolationsNow(page);
      });
  });

  test.describe(`${locale} phone, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, viewport: phone });

    test('the drawer: opened and closed by pointer and keyboard, its contents, its links', async ({
      page,
    }) => {
      // The checks of several cases, each of which had the default 30 s.
      test.slow();
      await test.step('the Menu button opens the drawer; Close, Esc and a tap outside close it', async () => {
        await page.goto(localized(prefix, '/'));
        const { menu, close, nav, faq } = controls(page, locale);
        await expect(nav).toBeHidden();
        await expect(close).toBeHidden();

        await menu.click();
        await expect(faq).toBeVisible();
        await expect(close).toBeVisible();
        // A drawer at the right, the height of the screen, over the page.
        const box = await nav.boundingBox();
        expect(Math.round(box!.x + box!.width)).toBe(phone.width);
        expect(Math.round(box!.height)).toBe(phone.height);

        await close.click();
        await expect(nav).toBeHidden();

        await menu.click();
        await page.keyboard.press('Escape');
        await expect(nav).toBeHidden();

        await menu.click();
        await page.mouse.click(20, phone.height - 20);
        await expect(nav).toBeHidden();
      });

      await test.step('by keyboard, opening the drawer puts the focus on Close', async () => {
        await page.goto(localized(prefix, '/'));
        const drawer = controls(page, locale);
        const { menu, nav } = drawer;
        // Nothing takes the focus on load (Close's autofocus is for the drawer only).
        expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
        await openByKeyboard(drawer);
        await page.keyboard.press('Escape');
        await expect(nav).toBeHidden();
        await expect(menu).toBeFocused();
      });

      await test.step('a link in the drawer opens its page', async () => {
        await page.goto(localized(prefix, '/'));
        const { menu, nav, faq } = controls(page, locale);
        await menu.click();
        await faq.click();
        await expect(page).toHaveURL(new RegExp(`${faqPath(prefix)}$`));
        await expect(nav).toBeHidden();
      });

      // Last: its final click switches the language.
      await test.step('the drawer carries the call to action, the hotline and the other language', async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        for (const { path, href, key } of [
          { path: '/property-owner-loan', href: '/property-owner-loan/apply', key: 'Nav.apply' },
          { path: '/promotions', href: '/download_app', key: 'Nav.download' },
        ]) {
          await page.goto(localized(prefix, path));
          const { menu, nav } = controls(page, locale);
          const action = nav.getByTestId('header-action');
          await expect(action).toBeHidden();
          await menu.click();
          await expect(action).toBeVisible();
          await expect(action).toHaveText(copy(locale, key));
          await expect(action).toHaveAttribute('href', localized(prefix, href));
          await expect(nav.getByTestId('menu-hotline')).toHaveAttribute('href', /^tel:\+852\d{8}$/);
          await expect(nav.getByTestId('menu-hotline')).toBeVisible();
          const other = nav.getByTestId('menu-language');
          await expect(other).toBeVisible();
          await expect(other).toHaveAttribute('href', prefix ? path : localized('/en-US', path));
          // Every part of the drawer is on the screen, none cut off at the right.
          for (const part of [action, other, nav.getByTestId('menu-hotline')]) {
            const box = await part.boundingBox();
            expect(box!.x + box!.width).toBeLessThanOrEqual(390);
          }
        }
        // Axe checks the open drawer in the phone step 'focus leaving the drawer closes it'.
        await page.getByTestId('menu-language').click();
        await expect(page).toHaveURL(new RegExp(`${prefix ? '' : '/en-US'}/promotions$`));
      });
    });
  });
}
