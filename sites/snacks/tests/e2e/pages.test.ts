import { describe, expect, inject, it } from 'vitest';
import { addToCart, axeViolations, browserSession, inTabs, openPage } from './browser';

const snacksUrl = inject('snacksUrl');

const freshContext = browserSession(() => [snacksUrl]);

describe('content and form pages', () => {
  const pages = [
    'faq',
    'about-us',
    'accessibility',
    'varietypack',
    'contact-us',
    'order-lookup',
    'cart',
    'bundles',
    'gift-cards',
    'holiday-shop',
  ] as const;

  it('serves each page with its heading and no axe violations in English and Spanish', async () => {
    const visits = pages.flatMap((path) => ['en-us', 'es-us'].map((lang) => ({ path, lang })));
    const { results, errors } = await inTabs(
      await freshContext(),
      visits,
      async (page, { path, lang }) => {
        await page.goto(`${snacksUrl}/${path}?lang=${lang}`, { waitUntil: 'networkidle' });
        return {
          path,
          lang,
          headings: await page.locator('h1').count(),
          violations: await axeViolations(page),
        };
      },
    );
    expect(results).toEqual(visits.map((visit) => ({ ...visit, headings: 1, violations: [] })));
    expect(errors).toEqual([]);
  });

  it('shows the contact schema messages at their fields, in both languages, then sends', async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.goto(`${snacksUrl}/contact-us?lang=en-us`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Subject is required.').count()).resolves.toBe(1);
    await expect(page.getByText('Name is required.').count()).resolves.toBe(1);
    await expect(page.getByText('Description is required.').count()).resolves.toBe(1);
    await page.goto(`${snacksUrl}/contact-us?lang=es-us`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('El asunto es obligatorio.').count()).resolves.toBe(1);
    await page.getByLabel('Asunto').fill('Pedido');
    await page.getByLabel('Nombre').fill('Ana');
    await page.getByLabel('Descripción').fill('Mi pedido llegó abierto.');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page.locator('[data-contact-sent]').waitFor();
    expect(errors).toEqual([]);
  });

  it('builds a 30-pack mix and adds it to the cart as one multipack line', async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.goto(`${snacksUrl}/varietypack/customize`);
    await page.waitForLoadState('networkidle');
    const add = page.getByRole('button', { name: /^Add one / }).first();
    for (let i = 0; i < 30; i += 1) await add.click();
    await expect(page.getByText('30 of 30 packs').count()).resolves.toBe(1);
    await expect(add.isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Add mix to cart' }).click();
    await expect(page.getByText('No Saved Mixes yet!').count()).resolves.toBe(1);
    await page.goto(`${snacksUrl}/cart`);
    await page.locator('[data-line^="MYOMP-30-"]').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('gift cards and holiday shop', () => {
  it('lists each gift card with the amounts the API gives, formatted per language, as choices to add', async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.goto(`${snacksUrl}/gift-cards?lang=en-us`, { waitUntil: 'networkidle' });
    const amounts = (kind: string) =>
      page.locator(`[data-gift-card="${kind}"]`).getByRole('radiogroup').locator('label');
    await expect(amounts('physical').allTextContents()).resolves.toEqual([
      '$25.00',
      '$50.00',
      '$75.00',
      '$100.00',
    ]);
    await expect(amounts('e-gift').allTextContents()).resolves.toEqual([
      '$10.00',
      '$25.00',
      '$50.00',
      '$100.00',
      '$150.00',
    ]);
    await expect(
      page.locator('main').getByRole('heading', { level: 2 }).allTextContents(),
    ).resolves.toEqual(['Snack Shop Gift Card', 'Snack Shop e-Gift Card']);
    await expect(
      page.locator('main').getByRole('button', { name: 'Add gift card to cart' }).count(),
    ).resolves.toBe(2);
    await page.goto(`${snacksUrl}/gift-cards?lang=es-us`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Tarjetas de regalo',
    );
    // es-US writes dollars as en-US does: the same figures, in the Spanish page.
    await expect(amounts('physical').allTextContents()).resolves.toEqual([
      '$25.00',
      '$50.00',
      '$75.00',
      '$100.00',
    ]);
    await expect(
      page.getByRole('button', { name: 'Agregar tarjeta de regalo al carrito' }).count(),
    ).resolves.toBe(2);
    expect(errors).toEqual([]);
  });

  it('lists the merchandise items while displayMerchandiseItems is on and adds one to the cart', async () => {
    const { page, errors } = await openPage(await freshContext());
    const response = await page.goto(`${snacksUrl}/holiday-shop`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    const titles = await page.locator('main article h2').allTextContents();
    expect(titles).toHaveLength(6);
    expect(titles).toEqual(
      expect.arrayContaining(['Snowflake Snack Tin', 'Cozy Cabin Mug', 'Holiday Snack Stocking']),
    );
    await addToCart(
      page
        .locator('main article', { hasText: 'Cozy Cabin Mug' })
        .getByRole('button', { name: /^Add to cart/ }),
    );
    await page.goto(`${snacksUrl}/cart`, { waitUntil: 'networkidle' });
    await expect(page.locator('main li[data-line]').count()).resolves.toBe(1);
    await expect(page.locator('main li[data-line]').textContent()).resolves.toContain(
      'Cozy Cabin Mug',
    );
    await page.goto(`${snacksUrl}/holiday-shop?lang=es-us`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Tienda navideña',
    );
    await expect(page.locator('main article h2').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['Taza cabaña acogedora']),
    );
    expect(errors).toEqual([]);
  });

  it('shows the flavor drop flavorDropShopPimId names, without the giveaway while its flag is off', async () => {
    const { page, errors } = await openPage(await freshContext());
    const response = await page.goto(`${snacksUrl}/flavor-drop`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Flavor Drop: Tangy Dill Pickle',
    );
    const titles = await page.locator('main article h2').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => title.includes('Tangy Dill Pickle'))).toBe(true);
    await expect(page.getByText('The Tangy Pickle giveaway').count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${snacksUrl}/flavor-drop?lang=es-us`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Nuevo sabor: pepinillo ácido',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
