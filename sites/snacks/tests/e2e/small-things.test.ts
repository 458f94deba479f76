import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, addToCart, browserSession } from './browser';
import { continueToPayment, fillShipping, placeOrder, typeCard } from './checkout-flow';
import { createAccount, shopperPage } from './signIn';

const snacksUrl = inject('snacksUrl');
const rewardsUrl = inject('rewardsUrl');

const freshContext = browserSession(() => [snacksUrl, rewardsUrl]);

async function addProduct(page: Page) {
  await page.goto(`${snacksUrl}/products/cookie-lantern-double-chocolate-cookies-8-oz`, {
    waitUntil: 'networkidle',
  });
  await addToCart(page.locator('main').getByRole('button', { name: 'Add to cart', exact: true }));
}

describe('the small things a shopper notices', () => {
  it('names a new tab once, in parentheses', async () => {
    const { page, errors } = await shopperPage(await freshContext());
    await page.goto(`${snacksUrl}/`, { waitUntil: 'networkidle' });
    const business = page.getByRole('link', { name: /opens in a new tab/ });
    await expect(business.textContent()).resolves.toMatch(/[^(]\(opens in a new tab\)$/);
    expect(errors).toEqual([]);
  });

  it('shows the shop on a phone’s first visit: a short cookie layer, and one dialog at a time', async () => {
    for (const [language, region, choose] of [
      ['en-us', 'Your cookie choices', 'Choose cookies'],
      ['es-us', 'Sus preferencias de cookies', 'Elegir cookies'],
    ] as const) {
      for (const width of [320, 390]) {
        const { page, errors } = await shopperPage(await freshContext({ consent: false }));
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${snacksUrl}/?lang=${language}`, { waitUntil: 'networkidle' });
        const panel = page.getByRole('region', { name: region });
        const box = await panel.boundingBox();
        expect(box!.height, `${language} at ${width} px`).toBeLessThanOrEqual(844 * 0.4);
        expect(await panel.getByRole('switch').first().isVisible()).toBe(false);
        await panel.getByText(choose).click();
        await expect.poll(() => panel.getByRole('switch').first().isVisible()).toBe(true);
        expect(errors).toEqual([]);
      }
    }
    // Arriving to sign in: the login popup alone, then the cookie layer once it is closed.
    const { page, errors } = await shopperPage(await freshContext({ consent: false }));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${snacksUrl}/?signin=true`, { waitUntil: 'networkidle' });
    await page.getByRole('dialog').waitFor();
    expect(await page.getByRole('region', { name: 'Your cookie choices' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('region', { name: 'Your cookie choices' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps the name, Menu and the cart on one line at 320 px, on both sites and in both languages', async () => {
    const { page, errors } = await shopperPage(await freshContext());
    await page.setViewportSize({ width: 320, height: 700 });
    for (const siteUrl of [snacksUrl, rewardsUrl]) {
      for (const [language, menu, cart] of [
        ['en-us', 'Menu', /^Cart/],
        ['es-us', 'Menú', /^Carrito/],
      ] as const) {
        await page.goto(`${siteUrl}/?lang=${language}`, { waitUntil: 'networkidle' });
        const header = page.locator('header').first();
        const tops = await Promise.all(
          [
            header.getByRole('link').first(),
            header.getByRole('button', { name: menu, exact: true }),
            header.getByRole('button', { name: cart }),
          ].map(async (part) => {
            const box = (await part.boundingBox())!;
            return Math.round(box.y + box.height / 2);
          }),
        );
        // One line: the three share their middle.
        expect(
          Math.max(...tops) - Math.min(...tops),
          `${siteUrl} ${language}: ${tops.join(', ')}`,
        ).toBeLessThanOrEqual(2);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
      }
    }
    expect(errors).toEqual([]);
  });

  it('opens a notification below the header, never over Sign in or the cart, on a phone and a desktop', async () => {
    const { page, errors } = await shopperPage(await freshContext());
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${snacksUrl}/all-snacks`, { waitUntil: 'networkidle' });
      await addToCart(
        page.locator('main article').first().getByRole('button', { name: 'Add to cart' }),
      );
      const notice = page.locator('[data-severity="success"]');
      const [box, header] = await Promise.all([
        notice.boundingBox(),
        page.locator('header').first().boundingBox(),
      ]);
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      await page.keyboard.press('Escape');
      await notice.waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
  });

  it('keeps only a ZIP we ship to: Honolulu and 00000 are refused in the popup, in both languages; a chosen ZIP refuses what cannot ship there on tiles and product pages', async () => {
    const { page, errors } = await shopperPage(await freshContext());
    const shipTo = () =>
      page.locator('header').getByRole('button', { name: /^(Ship to|Enviar a)/ });
    for (const [language, texts] of [
      ['en-us', { notServed: 'Product not available for the selected shipping zip code' }],
      [
        'es-us',
        { notServed: 'Producto no disponible para el código postal de envío seleccionado' },
      ],
    ] as const) {
      await page.goto(`${snacksUrl}/?lang=${language}`, { waitUntil: 'networkidle' });
      const before = await shipTo().textContent();
      await shipTo().click();
      const dialog = page.getByRole('dialog');
      const field = dialog.getByRole('textbox');
      await field.fill('96813');
      await field.press('Enter');
      await expect.poll(() => dialog.textContent()).toContain(texts.notServed);
      // Edited, the message about 96813 goes; 00000 does not exist.
      await field.fill('0000');
      await expect.poll(() => dialog.textContent()).not.toContain(texts.notServed);
      await field.fill('00000');
      await field.press('Enter');
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      expect(await dialog.textContent()).not.toContain(texts.notServed);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Neither became the shipping ZIP.
      expect(await shipTo().textContent()).toBe(before);
    }
    await shipTo().click();
    const field = page.getByRole('dialog').getByRole('textbox');
    // Phoenix: served, but chocolate does not ship to its heat.
    await field.fill('85001');
    await field.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => shipTo().textContent()).toContain('85001');
    const notServed = 'Producto no disponible para el código postal de envío seleccionado';
    // The tiles say so before the cart: the brand's three chocolate packs, and only those.
    await page.goto(`${snacksUrl}/all-snacks?brand=cookie-lantern`, { waitUntil: 'networkidle' });
    const tiles = page.locator('main article');
    const refused = tiles.filter({ hasText: notServed });
    await expect.poll(() => refused.count()).toBe(3);
    await expect(refused.getByRole('button', { name: 'Agregar al carrito' }).count()).resolves.toBe(
      0,
    );
    expect(await tiles.count()).toBeGreaterThan(3);
    // So does the product page, with no way to add it.
    await page.goto(`${snacksUrl}/products/cookie-lantern-double-chocolate-cookies-8-oz`, {
      waitUntil: 'networkidle',
    });
    await expect
      .poll(() => page.locator('[data-chosen-zip="85001"]').textContent())
      .toBe(notServed);
    await expect(
      page.locator('main').getByRole('button', { name: 'Agregar al carrito', exact: true }).count(),
    ).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // The home page remembers it under "Recently viewed", still refused for this ZIP.
    await page.goto(`${snacksUrl}/`, { waitUntil: 'networkidle' });
    const viewed = page.locator('[data-recently-viewed]');
    await viewed.getByRole('heading', { name: 'Vistos recientemente' }).waitFor();
    const tile = viewed
      .locator('article')
      .filter({ has: page.locator('a[href$="/cookie-lantern-double-chocolate-cookies-8-oz"]') });
    await expect.poll(() => tile.textContent()).toContain(notServed);
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });

  it('signed in: search on the first page, "1 item", the card brand, and a deletion asked first', async () => {
    const { page, errors } = await shopperPage(await freshContext());
    const email = 'nadia.small.things@example.com';
    await createAccount(page, snacksUrl, { firstName: 'Nadia', lastName: 'Okafor', email });
    // The first page after signing in has its search box, before anything is touched.
    await expect.poll(() => page.locator('header input[name="q"]').isVisible()).toBe(true);

    await addProduct(page);
    await expect(
      page.getByRole('button', { name: 'Cart, 1 item', exact: true }).count(),
    ).resolves.toBe(1);
    await page.goto(`${snacksUrl}/?lang=es-us`, { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('button', { name: 'Carrito, 1 artículo', exact: true }).count(),
    ).resolves.toBe(1);

    await page.goto(`${snacksUrl}/checkout?lang=en-us`, { waitUntil: 'networkidle' });
    await fillShipping(page, { email });
    await continueToPayment(page);
    await typeCard(page, '4111111111111111');
    const orderNumber = await placeOrder(page);
    await page.locator('main').getByText('Visa ending in 1111', { exact: true }).waitFor();
    await page.goto(`${snacksUrl}/profile/orders/${orderNumber}`, { waitUntil: 'networkidle' });
    await page.locator('main').getByText('Visa ending in 1111', { exact: true }).waitFor();

    // Deleting an address asks first; Cancel keeps it, the dialog's Delete removes it.
    await page.goto(`${snacksUrl}/profile/addresses`, { waitUntil: 'networkidle' });
    const form = page.locator('[data-address-form]');
    await form.locator('input[name="firstName"]').fill('Nadia');
    await form.locator('input[name="lastName"]').fill('Okafor');
    await form.locator('input[name="address"]').fill('55 Peachtree St');
    await form.locator('input[name="zipcode"]').fill('30303');
    await expect.poll(() => form.locator('input[name="city"]').inputValue()).not.toBe('');
    await form.getByRole('button', { name: 'Add address' }).click();
    await expect.poll(() => page.locator('[data-address]').count()).toBe(1);

    await page.goto(`${snacksUrl}/profile/addresses?lang=es-us`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Eliminar 55 Peachtree St' }).click();
    const dialogo = page.getByRole('dialog', { name: '¿Desea eliminar esta dirección?' });
    await expect(dialogo.locator('p').first().textContent()).resolves.toBe(
      '55 Peachtree St ya no se ofrecerá al finalizar la compra.',
    );
    await dialogo.getByRole('button', { name: 'Cancelar' }).first().click();
    await expect(dialogo.count()).resolves.toBe(0);

    await page.goto(`${snacksUrl}/profile/addresses?lang=en-us`, { waitUntil: 'networkidle' });
    const remove = page.getByRole('button', { name: 'Delete 55 Peachtree St' });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
    await expect(dialog.locator('p').first().textContent()).resolves.toBe(
      '55 Peachtree St will no longer be offered at checkout.',
    );
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).first().click();
    await expect(dialog.count()).resolves.toBe(0);
    await expect(page.locator('[data-address]').count()).resolves.toBe(1);
    await remove.click();
    await dialog.getByRole('button', { name: 'Delete address' }).click();
    await expect.poll(() => page.locator('[data-address]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
