import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, browserSession, openPage } from './browser';

/*
 * What the shell lays out around every page: the hot-snack shop's top padding (SPEC
 * section 9: 82px wider than 900px, else 92px) is the header's room, not a band above it;
 * the cookie-consent panel waits under any modal (the login popup, the mini cart), which
 * keeps the pointer and the keyboard.
 */
const snacksUrl = inject('snacksUrl');
const rewardsUrl = inject('rewardsUrl');
const freshContext = browserSession(() => [snacksUrl, rewardsUrl]);

/** Where the header and the page's content start and end, in CSS pixels from the top. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('body > header')!.getBoundingClientRect();
    const main = document.querySelector('main')!.getBoundingClientRect();
    return {
      headerTop: header.top,
      headerBottom: Math.round(header.bottom),
      mainTop: Math.round(main.top),
      bodyPadding: getComputedStyle(document.body).paddingTop,
    };
  });

describe('the hot-snack shop', () => {
  it('keeps its top padding for a header of one row, on both sites and in both languages', async () => {
    const { page, errors } = await openPage(await freshContext());
    for (const site of [snacksUrl, rewardsUrl]) {
      for (const [width, padding, language] of [
        [1280, 82, 'en-us'],
        [901, 82, 'es-us'],
        [900, 92, 'en-us'],
        [390, 92, 'es-us'],
        [320, 92, 'en-us'],
        [320, 92, 'es-us'],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${site}/hot-shop?lang=${language}`, { waitUntil: 'networkidle' });
        const box = await layout(page);
        const at = `${site} at ${width} px in ${language}`;
        expect(box.headerTop, at).toBe(0);
        expect(box.bodyPadding, at).toBe('0px');
        // The header fills the padding exactly, and the page starts where it ends.
        expect(box.headerBottom, at).toBe(padding);
        expect(box.mainTop, at).toBe(padding);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), at).toBe(width);
      }
    }
    expect(await axeViolations(page)).toEqual([]);
    // Other pages keep no such padding.
    await page.goto(`${rewardsUrl}/all-snacks`, { waitUntil: 'networkidle' });
    expect((await layout(page)).headerTop).toBe(0);
    expect(errors).toEqual([]);
  });

  it('opens its search under the bar from the Search button on a phone, and Escape closes it', async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${snacksUrl}/hot-shop?lang=es-us`, { waitUntil: 'networkidle' });
    const field = page.locator('header input[name="q"]');
    await expect.poll(() => field.isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Buscar', exact: true });
    await toggle.click();
    // The field takes focus as its row opens, under the bar; the page moves down for it.
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const box = await layout(page);
    expect(box.headerBottom).toBeGreaterThan(92);
    expect(box.mainTop).toBe(box.headerBottom);
    await page.keyboard.type('chips');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => field.isVisible()).toBe(false);
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    expect((await layout(page)).headerBottom).toBe(92);
    // From the desktop breakpoint the search is in the bar and the button is gone.
    await page.setViewportSize({ width: 1000, height: 844 });
    expect(await field.isVisible()).toBe(true);
    expect(await toggle.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it("opens its products inside the section, dark, with the product's own URL as canonical", async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${snacksUrl}/hot-shop`, { waitUntil: 'networkidle' });
    const dark = () => page.evaluate(() => document.body.dataset.layout);
    expect(await dark()).toBe('hot');
    const title = 'Blaze Ridge Sriracha Potato Chips, 8 oz';
    await page.getByRole('link', { name: title, exact: true }).click();
    await page.waitForURL(`${snacksUrl}/hot-shop/products/blaze-ridge-sriracha-potato-chips-8-oz`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // The section's layout and its padding.
    expect(await dark()).toBe('hot');
    expect((await layout(page)).headerBottom).toBe(82);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${snacksUrl}/products/blaze-ridge-sriracha-potato-chips-8-oz`,
    );
    // Loaded as a document too, in Spanish.
    await page.goto(
      `${snacksUrl}/hot-shop/products/blaze-ridge-sriracha-potato-chips-8-oz?lang=es-us`,
    );
    expect(await dark()).toBe('hot');
    expect(await page.locator('html').getAttribute('lang')).toBe('es-US');
    expect(await axeViolations(page)).toEqual([]);
    // The same product outside the section is in the site's own layout.
    await page.goto(`${snacksUrl}/products/blaze-ridge-sriracha-potato-chips-8-oz`);
    expect(await dark()).toBe('default');
    expect(errors).toEqual([]);
  });
});

/** The cookie-consent panel's title, per language. */
const PANEL_TITLE = { 'en-us': 'Your cookie choices', 'es-us': 'Sus preferencias de cookies' };

/**
 * Whether the cookie-consent panel (titled `title`) is on the page and what a click on its
 * buttons reaches.
 */
const panelOnTop = (page: Page, title: string) =>
  page.evaluate((title) => {
    const heading = [...document.querySelectorAll('section > h2')].find(
      (element) => element.textContent === title,
    );
    const panel = heading?.parentElement;
    if (!panel) return false;
    const box = panel.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.bottom - 8);
    return hit !== null && panel.contains(hit);
  }, title);

/** Presses Tab `times` times; answers whether the focus stayed in the open dialog. */
async function focusStaysInDialog(page: Page, times = 12): Promise<boolean> {
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      () => document.activeElement?.closest('[role="dialog"]') !== null,
    );
    if (!inside) return false;
  }
  return true;
}

describe('the cookie-consent panel', () => {
  for (const [site, language, acceptAll] of [
    ['snacks', 'en-us', 'Accept all'],
    ['rewards', 'es-us', 'Aceptar todas'],
  ] as const) {
    it(`waits for the login popup, and under the mini cart (${site}, ${language})`, async () => {
      const url = site === 'snacks' ? snacksUrl : rewardsUrl;
      const title = PANEL_TITLE[language];
      const { page, errors } = await openPage(await freshContext({ consent: false }));
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${url}/?signin=true&lang=${language}`, { waitUntil: 'networkidle' });
        await page.getByRole('dialog').waitFor();
        // One layer at a time: the panel is not even on the page while the popup is open.
        expect(await page.getByRole('region', { name: title }).count()).toBe(0);
        expect(await focusStaysInDialog(page), `login popup at ${width} px`).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.getByRole('region', { name: title }).waitFor();
        expect(await panelOnTop(page, title), `no modal at ${width} px`).toBe(true);
      }

      // The mini cart is a modal drawer: above the panel too.
      await page
        .locator('header')
        .getByRole('button', { name: /^(Cart|Carrito)/ })
        .click();
      await page.getByRole('dialog').waitFor();
      // The panel stays on the page, under the drawer.
      expect(await page.locator('section > h2', { hasText: title }).count()).toBe(1);
      expect(await panelOnTop(page, title), 'mini cart').toBe(false);
      expect(await focusStaysInDialog(page), 'mini cart').toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // Once no modal is open the shopper answers it.
      await page.getByRole('button', { name: acceptAll, exact: true }).click();
      await expect.poll(() => page.getByRole('heading', { name: title }).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }
});
