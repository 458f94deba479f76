import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addToCart, axeViolations, browserSession } from './browser';
import { continueToPayment, placeOrder, typeCard } from './checkout-flow';
import {
  PASSWORD,
  createAccount,
  greeting,
  home,
  openLogin,
  shopperPage,
  submitLogin,
  type Language,
  type Person,
} from './signIn';
import { post, sameShopperWithoutScripts } from './without-scripts';

/*
 * The signed-in customer (issue 13) on both sites and in both languages, against the API's
 * OpenID Provider and the built sites: profile, addresses (the default first), a purchase
 * with a saved address found in order history and ordered again, the saved cards page, a mix
 * saved by a visitor who signs in and comes back to it, renamed, edited and deleted, the cart
 * merged at sign-in and the same cart on the other site, a password change ending the other
 * session, a Google account's profile, and axe on every account page.
 */
const snacksUrl = inject('snacksUrl');
const rewardsUrl = inject('rewardsUrl');

const freshContext = browserSession(() => [snacksUrl, rewardsUrl]);

/** A signed-out browser of its own, with a page. */
async function visitor() {
  return shopperPage(await freshContext());
}

const ACCOUNT_PAGES = [
  '/profile',
  '/profile/password',
  '/profile/addresses',
  '/profile/cards',
  '/profile/orders',
  '/saved-mixes',
] as const;

/**
 * Opens an account page and checks what every one of them is: secure (no other origin
 * framed), private, noindex.
 */
async function openAccountPage(page: Page, siteUrl: string, path: string) {
  const response = await page.goto(`${siteUrl}${path}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  // A secure page frames no other origin.
  expect(response?.headers()['content-security-policy']).toMatch(/frame-src 'self';/);
  await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe(
    'noindex',
  );
  await expect(page.locator('main').getAttribute('data-secure')).resolves.toBe('true');
  await page.waitForLoadState('networkidle');
}

/** The names of the address cards, in the order the page lists them. */
const addressOrder = (page: Page) =>
  page
    .locator('[data-address] address')
    .evaluateAll((nodes) =>
      nodes.map((node) => node.textContent?.replace(/\s+/g, ' ').trim() ?? ''),
    );

/** Adds an address on the address book page; the ZIP fills city and state. */
async function addAddress(
  page: Page,
  address: { firstName: string; lastName: string; address: string; zipcode: string },
  texts = { submit: 'Add address', done: 'The address is added.' },
) {
  const before = await page.locator('[data-address]').count();
  const form = page.locator('[data-address-form]');
  await form.locator('input[name="firstName"]').fill(address.firstName);
  await form.locator('input[name="lastName"]').fill(address.lastName);
  await form.locator('input[name="address"]').fill(address.address);
  await form.locator('input[name="zipcode"]').fill(address.zipcode);
  await expect.poll(() => form.locator('input[name="city"]').inputValue()).not.toBe('');
  await form.getByRole('button', { name: texts.submit }).click();
  await page.locator('[data-account-status]').getByText(texts.done).waitFor();
  // The page's data comes back after the answer's message: a busy machine takes a while.
  await expect
    .poll(() => page.locator('[data-address]').count(), { timeout: 10_000 })
    .toBe(before + 1);
}

/** Puts the first in-stock product of the listing in the cart; answers its title. */
async function addFirstProduct(page: Page, siteUrl: string, language: Language = 'en-us') {
  await page.goto(`${siteUrl}/all-snacks?lang=${language}`, { waitUntil: 'networkidle' });
  await page.locator('main article h3 a').first().click();
  await page.waitForURL(/\/products\//);
  await page.waitForLoadState('networkidle');
  const title = (await page.locator('main h1').textContent())?.trim() ?? '';
  const name = language === 'es-us' ? 'Agregar al carrito' : 'Add to cart';
  await addToCart(page.locator('main').getByRole('button', { name, exact: true }));
  return title;
}

/** The cart page's lines as "id × quantity", once the stores have restored the cart. */
async function cartLines(page: Page, siteUrl: string): Promise<Record<string, number>> {
  await page.goto(`${siteUrl}/cart`, { waitUntil: 'networkidle' });
  await page.locator('main li[data-line]').first().waitFor();
  return page
    .locator('main li[data-line]')
    .evaluateAll((nodes) =>
      Object.fromEntries(
        nodes.map((node) => [
          node.getAttribute('data-line') ?? '',
          Number(node.querySelector('input')?.value ?? node.getAttribute('data-quantity') ?? 0),
        ]),
      ),
    );
}

/**
 * Waits for the account's cart to be saved holding `count` items in all: the debounced save
 * (SPEC section 4, PUT savecartwebdata) has gone and been answered.
 */
function cartSaved(page: Page, count: number) {
  return page.waitForResponse((response) => {
    const request = response.request();
    if (request.method() !== 'PUT' || !request.url().endsWith('/savecartwebdata')) return false;
    const body = request.postDataJSON() as { persistCartData: { quantity: number }[] };
    return body.persistCartData.reduce((sum, line) => sum + line.quantity, 0) === count;
  });
}

describe('the account pages on the snacks site', () => {
  const rosa: Person = {
    firstName: 'Rosa',
    lastName: 'Prado',
    email: 'rosa.myaccount@example.com',
  };

  it('edits the profile, keeps two addresses (the second made default), buys with it and a card kept, finds the order and orders it again to a new address with the saved card', async () => {
    const { page, errors } = await visitor();
    await createAccount(page, snacksUrl, rosa);

    // The header's account menu leads to the pages.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.waitForURL(`${snacksUrl}/profile`);
    await openAccountPage(page, snacksUrl, '/profile');
    expect(await axeViolations(page)).toEqual([]);

    // A new email needs the current password.
    await page.locator('input[name="email"]').fill('rosa.renamed@example.com');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Enter your current password to change your email.').waitFor();
    await expect(
      page.locator('input[name="currentPassword"]').getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    await page.locator('input[name="email"]').fill(rosa.email);
    await page.locator('input[name="firstName"]').fill('Rosalind');
    await page.locator('input[name="phoneNumber"]').fill('3125550199');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.locator('[data-account-status]').getByText('Your profile is saved.').waitFor();
    await greeting(page, 'en-us', 'Rosalind').waitFor();
    await page.reload();
    await expect(page.locator('input[name="phoneNumber"]').inputValue()).resolves.toBe(
      '(312) 555-0199',
    );

    // Two addresses; the second made default goes first.
    await openAccountPage(page, snacksUrl, '/profile/addresses');
    await page.getByText('No saved addresses yet').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await addAddress(page, {
      firstName: 'Rosalind',
      lastName: 'Prado',
      address: '120 N Michigan Ave',
      zipcode: '60601',
    });
    await addAddress(page, {
      firstName: 'Rosalind',
      lastName: 'Prado',
      address: '55 Peachtree St',
      zipcode: '30303',
    });
    expect((await addressOrder(page))[0]).toContain('120 N Michigan Ave');
    await page.getByRole('button', { name: 'Make default 55 Peachtree St' }).click();
    await page
      .locator('[data-account-status]')
      .getByText('That address is now your default.')
      .waitFor();
    await expect.poll(async () => (await addressOrder(page))[0]).toContain('55 Peachtree St');
    expect((await addressOrder(page))[1]).toContain('120 N Michigan Ave');
    await expect(page.locator('[data-address]').first().getByText('Default').count()).resolves.toBe(
      1,
    );
    expect(await axeViolations(page)).toEqual([]);

    // Checkout: the contact details and the default address come from the account; the new
    // card is kept.
    await addFirstProduct(page, snacksUrl);
    await page.goto(`${snacksUrl}/cart`, { waitUntil: 'networkidle' });
    await page.locator('[data-checkout]').click();
    await page.waitForURL(/\/checkout$/);
    await expect.poll(() => page.locator('input[name="email"]').inputValue()).toBe(rosa.email);
    const shipTo = page.getByRole('radiogroup', { name: 'Ship to' });
    await expect
      .poll(() =>
        shipTo.getByRole('radio', { name: /55 Peachtree St/ }).getAttribute('aria-checked'),
      )
      .toBe('true');
    await expect(shipTo.getByRole('radio').first().getAttribute('aria-checked')).resolves.toBe(
      'true',
    );
    await expect(page.locator('input[name="shipping.address"]').count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // A saved address is the shopper's as they kept it: the carrier is not asked again.
    const carrierCalls: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      if (request.url().includes('/addressvalidate')) carrierCalls.push(request.url());
    };
    page.on('request', onRequest);
    await continueToPayment(page);
    page.off('request', onRequest);
    expect(carrierCalls).toEqual([]);
    await expect(page.locator('[data-shipping-summary]').textContent()).resolves.toContain(
      '55 Peachtree St',
    );
    await page.getByRole('checkbox', { name: 'Save this card' }).check();
    await typeCard(page, '4111111111111111');
    const first = await placeOrder(page);

    // The card is kept: brand, last four and expiry, never the number.
    await openAccountPage(page, snacksUrl, '/profile/cards');
    const card = page.locator('[data-card]');
    await card.getByRole('heading', { name: /^Visa/ }).waitFor();
    await expect(card.textContent()).resolves.toContain('•••• 1111');
    await expect(page.locator('main').textContent()).resolves.not.toMatch(/\d{12,}/);
    expect(await axeViolations(page)).toEqual([]);

    // The order is the customer's: in the history, with its detail, and it can be ordered again.
    await openAccountPage(page, snacksUrl, '/profile/orders');
    await page.locator(`[data-order="${first}"]`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: `Order ${first}` }).click();
    await page.waitForURL(`${snacksUrl}/profile/orders/${first}`);
    await page.getByRole('heading', { level: 1, name: `Order ${first}` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The user slice (SPEC section 3) keeps the history's page and the order opened.
    await expect
      .poll(() =>
        page.evaluate(() => {
          type Slice = { state: Record<string, { orderNumber: string }[]> };
          const slice = JSON.parse(window.sessionStorage.getItem('user') ?? '{}') as Slice;
          return ['orderHistory', 'myOrders'].map((key) =>
            slice.state?.[key]?.map((order) => order.orderNumber),
          );
        }),
      )
      .toEqual([[first], [first]]);
    await page.getByRole('button', { name: `Reorder ${first}` }).click();
    await page.getByText(/items? (is|are) back in your cart\./).waitFor();
    expect(Object.keys(await cartLines(page, snacksUrl))).toHaveLength(1);

    // Again, to a new address saved on the way, paid with the saved card's security code.
    await page.locator('[data-checkout]').click();
    await page.waitForURL(/\/checkout$/);
    await shipTo.getByRole('radio', { name: 'A new address' }).click();
    await page.locator('input[name="shipping.firstName"]').fill('Rosalind');
    await page.locator('input[name="shipping.lastName"]').fill('Prado');
    await page.locator('input[name="shipping.address"]').fill('401 Congress Ave');
    await page.locator('input[name="shipping.zipcode"]').fill('78701');
    await expect.poll(() => page.locator('input[name="shipping.city"]').inputValue()).not.toBe('');
    await page.getByRole('checkbox', { name: 'Save this address to my account' }).check();
    await continueToPayment(page);
    const savedCard = page
      .getByRole('radiogroup', { name: 'Card to pay with' })
      .getByRole('radio', { name: /^Visa ending in 1111/ });
    await expect.poll(() => savedCard.getAttribute('aria-checked')).toBe('true');
    const code = await page.waitForSelector(
      'iframe[data-card-fields][title="Security code of the saved card (secure form)"]',
    );
    const codeFrame = await code.contentFrame();
    await codeFrame!.waitForSelector('#cvv');
    await codeFrame!.fill('#cvv', '123');
    const second = await placeOrder(page);

    // Newest first; the new address is in the book.
    await openAccountPage(page, snacksUrl, '/profile/orders');
    await expect(
      page
        .locator('[data-order]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-order'))),
    ).resolves.toEqual([second, first]);
    await openAccountPage(page, snacksUrl, '/profile/addresses');
    await expect.poll(async () => (await addressOrder(page)).length).toBe(3);
    expect((await addressOrder(page)).join(' ')).toContain('401 Congress Ave');

    // The saved card can be forgotten.
    await openAccountPage(page, snacksUrl, '/profile/cards');
    await page.getByRole('button', { name: /^Delete Visa ending in 1111/ }).click();
    await page.getByText('No saved cards').waitFor();
    expect(errors).toEqual([]);
  }, 240_000);

  it('sends a visitor to sign in and back to the account page they opened', async () => {
    const { page, errors } = await visitor();
    await page.goto(`${snacksUrl}/profile/orders`);
    await page.waitForURL(/\/login\?interaction=/);
    await submitLogin(page, rosa.email);
    await page.waitForURL(`${snacksUrl}/profile/orders`);
    await page.getByRole('heading', { level: 1, name: 'Order history' }).waitFor();
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('saved mixes on the rewards site, in Spanish', () => {
  const lucia: Person = {
    firstName: 'Lucía',
    lastName: 'Ibarra',
    email: 'lucia.mezclas@example.com',
  };

  it('asks a visitor to sign in to save a mix, keeps it, and saves it; renames, edits and deletes it', async () => {
    const { page, errors } = await visitor();
    await page.goto(`${rewardsUrl}/varietypack/customize?lang=es-us`, {
      waitUntil: 'networkidle',
    });
    const add = page.getByRole('button', { name: /^Agregar una / });
    for (let i = 0; i < 20; i += 1) await add.first().click();
    for (let i = 0; i < 10; i += 1) await add.nth(1).click();
    await page.getByText('30 de 30 bolsas').waitFor();
    await page.getByLabel('Nombre de la mezcla').fill('Viaje');
    await page.getByRole('button', { name: 'Guardar mezcla' }).click();

    // Asked to sign in: the popup, then an account made on the way, and back to the mix.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'Crear cuenta', exact: true }).click();
    await page.waitForURL(/\/create-account\?interaction=/);
    await page.locator('input[name="firstName"]').fill(lucia.firstName);
    await page.locator('input[name="lastName"]').fill(lucia.lastName);
    await page.locator('input[name="email"]').fill(lucia.email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('select[name="birthMonth"]').selectOption('4');
    await page.locator('select[name="birthDay"]').selectOption('12');
    await page.locator('select[name="birthYear"]').selectOption('1990');
    await page.locator('select[name="gender"]').selectOption('female');
    await page.locator('input[name="terms"]').check();
    await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
    await page.waitForURL(new RegExp(`^${rewardsUrl}/varietypack/customize`));
    await page.getByText('“Viaje” se guardó en su cuenta.').waitFor();
    await page.getByText('30 de 30 bolsas').waitFor();

    // The account's saved mixes.
    await openAccountPage(page, rewardsUrl, '/saved-mixes');
    const mix = page.locator('[data-mix]').first();
    await mix.getByRole('heading', { name: 'Viaje' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Rename (a plain form in a disclosure).
    await mix.getByText('Cambiar nombre').click();
    await mix.getByLabel('Nombre de la mezcla').fill('Ruta');
    await mix.getByRole('button', { name: 'Guardar nombre' }).click();
    await page
      .locator('[data-account-status]')
      .getByText('Se cambió el nombre de la mezcla.')
      .waitFor();
    await page.locator('[data-mix]').first().getByRole('heading', { name: 'Ruta' }).waitFor();

    // Edit in the builder: one pack swapped, saved over the same mix.
    await page.getByRole('link', { name: 'Editar Ruta' }).click();
    await page.waitForURL(/\/varietypack\/customize\?mix=/);
    await page.locator('[data-editing-mix]').waitFor();
    await page.getByText('30 de 30 bolsas').waitFor();
    await page
      .getByRole('button', { name: /^Quitar una / })
      .first()
      .click();
    await page
      .getByRole('button', { name: /^Agregar una / })
      .nth(2)
      .click();
    await page.getByRole('button', { name: 'Guardar mezcla' }).click();
    await page.getByText('“Ruta” se guardó en su cuenta.').waitFor();
    await openAccountPage(page, rewardsUrl, '/saved-mixes');
    await expect(page.locator('[data-mix]').count()).resolves.toBe(1);
    await expect(page.locator('[data-mix] li').count()).resolves.toBe(3);

    // Into the cart as one multipack, then deleted.
    await page.getByRole('button', { name: 'Agregar la mezcla al carrito Ruta' }).click();
    await page.getByText('Su mezcla de 30 está en su carrito.').waitFor();
    await page.getByRole('button', { name: 'Eliminar Ruta' }).click();
    await page.getByText('¡Todavía no tiene mezclas guardadas!').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const lines = await cartLines(page, rewardsUrl);
    expect(Object.keys(lines).filter((id) => id.startsWith('MYOMP-30-'))).toHaveLength(1);
    expect(errors).toEqual([]);
  }, 240_000);
});

describe('a saved mix without scripts', () => {
  it('puts a saved mix in the cart from Saved Mixes as one multipack named after it', async () => {
    const { page, errors } = await visitor();
    await createAccount(page, snacksUrl, {
      firstName: 'Ines',
      lastName: 'Varga',
      email: 'ines.sinscripts@example.com',
    });
    await page.goto(`${snacksUrl}/varietypack/customize`, { waitUntil: 'networkidle' });
    const add = page.getByRole('button', { name: /^Add one / });
    for (let i = 0; i < 30; i += 1) await add.first().click();
    await page.getByText('30 of 30 packs').waitFor();
    await page.getByLabel('Mix name').fill('Desk drawer');
    await page.getByRole('button', { name: 'Save mix' }).click();
    await page.getByText('“Desk drawer” is saved in your account.').waitFor();
    expect(errors).toEqual([]);

    // The same customer in a browser that runs no scripts.
    const { context: plain, page: withoutScripts } = await sameShopperWithoutScripts(page);
    try {
      await withoutScripts.goto(`${snacksUrl}/saved-mixes`);
      await post(withoutScripts.getByRole('button', { name: 'Add mix to cart Desk drawer' }));
      expect(withoutScripts.url()).toBe(`${snacksUrl}/cart`);
      const line = withoutScripts.locator('main li[data-server-line^="MYOMP-30-"]');
      await expect(line.count()).resolves.toBe(1);
      await expect(line.textContent()).resolves.toContain('Desk drawer');

      // A mix that is not theirs (a form written by hand): the API finds none for this
      // customer, the page says so, and the cart is as it was.
      const notTheirs = '7d1c8a52-4c1e-4f6a-9b3e-2f0d6c9e1a44';
      const forged = await plain.request.post(`${snacksUrl}/saved-mixes`, {
        form: { intent: 'add-to-cart', mixPackId: notTheirs },
        headers: { Origin: snacksUrl },
        maxRedirects: 0,
      });
      expect(forged.status()).toBe(200);
      expect(await forged.text()).toContain(`Mix ${notTheirs} does not exist.`);
      await withoutScripts.goto(`${snacksUrl}/cart`);
      await expect(line.count()).resolves.toBe(1);
    } finally {
      await plain.close();
    }
  }, 120_000);
});

describe('the persisted cart', () => {
  it('merges the browser’s cart into the account’s at sign-in, and the other site finds the same cart', async () => {
    const mei: Person = { firstName: 'Mei', lastName: 'Lin', email: 'mei.cart@example.com' };
    const first = await visitor();
    await createAccount(first.page, snacksUrl, mei);
    // The save is debounced: the account's cart holds the line once it has gone.
    const firstSaved = cartSaved(first.page, 1);
    await addFirstProduct(first.page, snacksUrl);
    await firstSaved;
    const saved = await cartLines(first.page, snacksUrl);

    // Another device: a visitor's cart, then sign-in merges the two.
    const second = await visitor();
    await second.page.goto(`${snacksUrl}/all-snacks`, { waitUntil: 'networkidle' });
    await second.page.locator('main article h3 a').nth(1).click();
    await second.page.waitForURL(/\/products\//);
    await second.page.waitForLoadState('networkidle');
    await addToCart(
      second.page.locator('main').getByRole('button', { name: 'Add to cart', exact: true }),
    );
    const before = await cartLines(second.page, snacksUrl);
    const items = (lines: Record<string, number>) =>
      Object.values(lines).reduce((sum, quantity) => sum + quantity, 0);
    const mergedSaved = cartSaved(second.page, items(before) + items(saved));
    await openLogin(second.page, snacksUrl, '/cart');
    await submitLogin(second.page, mei.email);
    await second.page.waitForURL(`${snacksUrl}/cart`);
    await greeting(second.page, 'en-us', 'Mei').waitFor();
    const merged: Record<string, number> = { ...before };
    for (const [id, quantity] of Object.entries(saved)) {
      merged[id] = (merged[id] ?? 0) + quantity;
    }
    await expect.poll(() => cartLines(second.page, snacksUrl), { timeout: 10_000 }).toEqual(merged);
    await mergedSaved;

    // The rewards site: one sign-in for both sites, and the same cart.
    await second.page.goto(`${rewardsUrl}/?signin=true`);
    await second.page
      .getByRole('dialog')
      .getByRole('link', { name: 'Sign in', exact: true })
      .click();
    await second.page.waitForURL(home(rewardsUrl));
    await greeting(second.page, 'en-us', 'Mei').waitFor();
    await expect
      .poll(() => cartLines(second.page, rewardsUrl), { timeout: 10_000 })
      .toEqual(merged);
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
  }, 240_000);
});

describe('passwords', () => {
  it('changes the password and ends the other session, which goes back to signed out', async () => {
    const omar: Person = { firstName: 'Omar', lastName: 'Nasser', email: 'omar.pw@example.com' };
    const here = await visitor();
    await createAccount(here.page, snacksUrl, omar);
    const there = await shopperPage(await here.page.context().browser()!.newContext());
    await openLogin(there.page, snacksUrl);
    await submitLogin(there.page, omar.email);
    await there.page.waitForURL(home(snacksUrl));
    await greeting(there.page, 'en-us', 'Omar').waitFor();

    await openAccountPage(here.page, snacksUrl, '/profile/password');
    expect(await axeViolations(here.page)).toEqual([]);
    await here.page.locator('input[name="currentPassword"]').fill('Wrong#Password1');
    await here.page.locator('input[name="newPassword"]').fill('Fresh#Pretzel77');
    await here.page.getByRole('button', { name: 'Change password' }).click();
    await here.page.getByText('The current password is incorrect.').first().waitFor();
    await here.page.locator('input[name="currentPassword"]').fill(PASSWORD);
    await here.page.locator('input[name="newPassword"]').fill('Fresh#Pretzel77');
    await expect.poll(() => here.page.locator('[data-criterion][data-met="true"]').count()).toBe(5);
    await here.page.getByRole('button', { name: 'Change password' }).click();
    await here.page
      .getByText('Your password has been changed. Your other sessions have ended.')
      .waitFor();

    // The other device is signed out on its next page; this one stays signed in.
    await there.page.goto(`${snacksUrl}/all-snacks`);
    await there.page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    await here.page.goto(`${snacksUrl}/profile`);
    await greeting(here.page, 'en-us', 'Omar').waitFor();
    await there.page.context().close();
    expect(here.errors).toEqual([]);
  }, 180_000);

  it('tells a Google account that its email and password are Google’s', async () => {
    const { page } = await visitor();
    // The site's pages only: the stand-in's chooser is the API's page.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.location().url.startsWith(snacksUrl)) {
        errors.push(message.text());
      }
    });
    await openLogin(page, snacksUrl, '/profile');
    const google = { name: 'Continue with Google' };
    await page.getByRole('button', google).or(page.getByRole('link', google)).click();
    await page.getByRole('button', { name: /Chloé Martin/ }).click();
    await page.waitForURL(/\/create-account\?interaction=.*google=1/);
    await page.locator('select[name="birthMonth"]').selectOption('4');
    await page.locator('select[name="birthDay"]').selectOption('12');
    await page.locator('select[name="birthYear"]').selectOption('1990');
    await page.locator('select[name="gender"]').selectOption('female');
    await page.locator('input[name="terms"]').check();
    await page.getByRole('button', { name: 'Finish and sign in' }).click();
    await page.waitForURL(`${snacksUrl}/profile`);
    await page.locator('[data-google-account]').waitFor();
    await expect(page.locator('input[name="email"]').count()).resolves.toBe(0);
    await page
      .getByText('Your account signs in through Google and has no password to change.')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await openAccountPage(page, snacksUrl, '/profile/password');
    await expect(page.locator('input[type="password"]').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('the account pages in both languages, on both sites', () => {
  it.each([
    ['snacks', 'en-us'],
    ['rewards', 'es-us'],
    ['snacks', 'es-us'],
    ['rewards', 'en-us'],
  ] as const)(
    'are axe clean and never stored (%s, %s)',
    async (siteName, language) => {
      const siteUrl = siteName === 'snacks' ? snacksUrl : rewardsUrl;
      const { page, errors } = await visitor();
      await createAccount(
        page,
        siteUrl,
        {
          firstName: 'Ana',
          lastName: 'Sol',
          email: `ana.${siteName}.${language}@example.com`,
        },
        language,
      );
      for (const path of ACCOUNT_PAGES) {
        await openAccountPage(page, siteUrl, `${path}?lang=${language}`);
        await expect(page.locator('h1').count()).resolves.toBe(1);
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe(
          language === 'es-us' ? 'es-US' : 'en-US',
        );
        expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
      }
      expect(errors).toEqual([]);
    },
    180_000,
  );
});

describe('without JavaScript', () => {
  it('adds an address and makes it the default with plain forms', async () => {
    const context = await freshContext();
    const browser = context.browser()!;
    const { page: setup } = await shopperPage(context);
    const noah: Person = { firstName: 'Noah', lastName: 'Berg', email: 'noah.nojs@example.com' };
    await createAccount(setup, snacksUrl, noah);
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const { page } = await shopperPage(plain);
    await openLogin(page, snacksUrl, '/profile/addresses');
    await submitLogin(page, noah.email);
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`${snacksUrl}/profile/addresses`);
    const form = page.locator('[data-address-form]');
    await form.locator('input[name="firstName"]').fill('Noah');
    await form.locator('input[name="lastName"]').fill('Berg');
    await form.locator('input[name="address"]').fill('P.O. Box 9');
    await form.locator('input[name="city"]').fill('Chicago');
    await form.locator('select[name="state"]').selectOption('IL');
    await form.locator('input[name="zipcode"]').fill('60601');
    await form.getByRole('button', { name: 'Add address' }).click();
    await page
      .getByText('Cannot ship to P.O. Box. Please provide another shipping address.')
      .waitFor();
    await page.locator('[data-address-form] input[name="address"]').fill('120 N Michigan Ave');
    await page.locator('[data-address-form]').getByRole('button', { name: 'Add address' }).click();
    await page.getByText('The address is added.').waitFor();
    await expect(page.locator('[data-address]').count()).resolves.toBe(1);
    await plain.close();
  }, 120_000);
});
