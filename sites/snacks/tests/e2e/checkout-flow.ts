import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { addToCart, browserSession } from './browser';
import { serveSeededApi, startSite } from './stack';

/** A running server and how to stop it. */
export interface Running {
  url: string;
  close: () => Promise<void>;
}

/**
 * The hosted card fields may only be framed by a storefront origin the API knows, and a
 * site listens on a random port. So a checkout test runs its own API (seeded in-memory
 * PGlite, dev mailbox on) that names the site's origin, and its own copy of the built site
 * pointing at it. The API answers once the site's origin is known.
 */
export async function startCheckoutStack(
  siteName: 'snacks' | 'rewards',
  handshakeSecret: string,
  /** Shown every request the API receives (a copy), before the API answers it. */
  observe?: (request: Request) => void,
): Promise<{ api: Running; site: Running }> {
  const api = await serveSeededApi(observe);
  process.env.API_URL = api.url;
  const site = await startSite(siteName);
  api.start({ handshakeSecret, checkout: { storefrontOrigins: [site.url], devMailbox: true } });
  return { api: { url: api.url, close: api.close }, site };
}

/**
 * A test file's checkout stack (`startCheckoutStack`), started before its tests and stopped
 * after, with a fresh browser context per test that has consent given for the site. The
 * servers are read through `stack` once the tests run.
 */
export function checkoutStackSession(
  siteName: 'snacks' | 'rewards',
  handshakeSecret: string,
  observe?: (request: Request) => void,
) {
  let running: { api: Running; site: Running } | undefined;
  beforeAll(async () => {
    running = await startCheckoutStack(siteName, handshakeSecret, observe);
  });
  afterAll(async () => {
    await running?.site.close();
    await running?.api.close();
  });
  const started = () => {
    if (!running) throw new Error('checkoutStackSession: the stack is not started yet');
    return running;
  };
  const stack = {
    get api(): Running {
      return started().api;
    },
    get site(): Running {
      return started().site;
    },
  };
  return { stack, freshContext: browserSession(() => [stack.site.url]) };
}

/** The button names the checkout steps use, per language. */
export const checkoutButtons = {
  'en-us': { addToCart: 'Add to cart', continue: 'Continue to payment', placeOrder: 'Place order' },
  'es-us': {
    addToCart: 'Agregar al carrito',
    continue: 'Continuar al pago',
    placeOrder: 'Realizar pedido',
  },
} as const;

export type CheckoutLanguage = keyof typeof checkoutButtons;

/**
 * Puts the first in-stock product of the listing in the cart and opens checkout. In
 * Spanish the first page asks for it (`?lang=es-us`), and the stored choice holds after.
 */
export async function cartToCheckout(
  page: Page,
  siteUrl: string,
  language: CheckoutLanguage = 'en-us',
) {
  const query = language === 'es-us' ? '?lang=es-us' : '';
  await page.goto(`${siteUrl}/all-snacks${query}`, { waitUntil: 'networkidle' });
  await page.locator('main article h3 a').first().click();
  await page.waitForURL(/\/products\//);
  await page.waitForLoadState('networkidle');
  await addToCart(
    page
      .locator('main')
      .getByRole('button', { name: checkoutButtons[language].addToCart, exact: true }),
  );
  await page.goto(`${siteUrl}/cart`, { waitUntil: 'networkidle' });
  await page.locator('[data-checkout]').click();
  await page.waitForURL(/\/checkout$/);
  await page.locator('input[name="email"]').waitFor();
}

/** An e-gift card's recipient as the gift-card form asks for it. */
export interface EGiftRecipient {
  recipientEmail: string;
  firstName: string;
  lastName: string;
  giftMessage: string;
}

/**
 * Orders a $50 e-gift card for `recipient` from `/gift-cards` and waits for the shop's
 * confirmation that it is in the cart.
 */
export async function addEGiftCard(page: Page, siteUrl: string, recipient: EGiftRecipient) {
  await page.goto(`${siteUrl}/gift-cards?lang=en-us`, { waitUntil: 'networkidle' });
  const card = page.locator('[data-gift-card="e-gift"]');
  await card.getByRole('radio', { name: '$50.00' }).click();
  await card.getByLabel('Recipient email').fill(recipient.recipientEmail);
  await card.getByLabel("Recipient's first name (optional)").fill(recipient.firstName);
  await card.getByLabel("Recipient's last name (optional)").fill(recipient.lastName);
  await card.getByLabel('Gift message (optional)').fill(recipient.giftMessage);
  await card.getByRole('button', { name: 'Add gift card to cart' }).click();
  await card
    .getByRole('status')
    .getByText(`Added Snack Shop e-Gift Card $50.00 for ${recipient.recipientEmail} to your cart.`)
    .waitFor();
}

/** The guest the checkout tests buy as. */
export const guest = {
  email: 'robin.ohara@example.com',
  phoneNumber: '3125550142',
  firstName: 'Robin',
  lastName: "O'Hara",
  address: '120 N Michigan Ave',
  zipcode: '60601',
};

/** Contact and shipping address; the ZIP lookup fills city and state. */
export async function fillShipping(page: Page, overrides: Partial<typeof guest> = {}) {
  const buyer = { ...guest, ...overrides };
  await page.locator('input[name="email"]').fill(buyer.email);
  await page.locator('input[name="phoneNumber"]').fill(buyer.phoneNumber);
  await page.locator('input[name="shipping.firstName"]').fill(buyer.firstName);
  await page.locator('input[name="shipping.lastName"]').fill(buyer.lastName);
  await page.locator('input[name="shipping.address"]').fill(buyer.address);
  await page.locator('input[name="shipping.zipcode"]').fill(buyer.zipcode);
  await expect.poll(() => page.locator('input[name="shipping.city"]').inputValue()).not.toBe('');
}

/**
 * Continue from a filled shipping step to payment; waits for the shipping summary and the
 * server's totals in the order summary.
 */
export async function continueToPayment(page: Page, language: CheckoutLanguage = 'en-us') {
  await page.getByRole('button', { name: checkoutButtons[language].continue }).click();
  await page.locator('[data-shipping-summary]').waitFor();
  await expect
    .poll(() => page.locator('aside section').first().getAttribute('aria-busy'))
    .toBeNull();
}

/** The API's hosted card fields, once loaded. */
export async function cardFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe[data-card-fields]');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('The card fields frame did not load');
  await frame.waitForSelector('#number');
  return frame;
}

/** Types a sandbox card number with a future expiry and a CVV into the hosted fields. */
export async function typeCard(page: Page, number: string) {
  const frame = await cardFrame(page);
  await frame.fill('#number', number);
  await frame.fill('#expiry', `12/${(new Date().getFullYear() + 2) % 100}`);
  await frame.fill('#cvv', '123');
}

/** Waits for the thank-you page; answers the order number it shows. */
export async function thankYouOrderNumber(page: Page): Promise<string> {
  await page.waitForURL(/\/thank-you\//, { timeout: 30_000 });
  const orderNumber = ((await page.locator('[data-order-number]').textContent()) ?? '').trim();
  expect(orderNumber).toMatch(/^SN-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  return orderNumber;
}

/** Places the order and waits for the thank-you page; answers the order number shown. */
export async function placeOrder(page: Page, language: CheckoutLanguage = 'en-us') {
  await page.getByRole('button', { name: checkoutButtons[language].placeOrder }).click();
  return thankYouOrderNumber(page);
}

/** The dev mailbox's list of messages (its HTML), from the API at `apiUrl`. */
export async function mailboxList(apiUrl: string): Promise<string> {
  return (await fetch(`${apiUrl}/dev/mailbox`)).text();
}

/** The confirmation email of an order (its HTML), opened from the dev mailbox's list. */
export async function confirmationEmail(apiUrl: string, orderNumber: string): Promise<string> {
  const link = new RegExp(`href="([^"]+)">[^<]*${orderNumber}<`).exec(
    await mailboxList(apiUrl),
  )?.[1];
  expect(link, `no message for ${orderNumber} in the mailbox`).toBeDefined();
  return (await fetch(`${apiUrl}${link}`)).text();
}

/** The headers of a call to the API under a handshake of its own. */
export async function handshakeHeaders(apiUrl: string): Promise<Record<string, string>> {
  const handshake = (await (await fetch(`${apiUrl}/webservices/handshaking`)).json()) as {
    data: Record<string, string>;
  };
  return {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    sessionId: handshake.data._ss_i!,
    rnduts: handshake.data._rr_n_dts!,
    encstr: handshake.data._en_cs!,
  };
}

/**
 * Asks the API itself, through its own handshake, to price a cart (shippingcharge): the
 * figures a test compares the pages with.
 */
export async function priceWithApi(
  apiUrl: string,
  body: Record<string, unknown>,
): Promise<Record<string, number>> {
  const response = await fetch(`${apiUrl}/v3/dopservice/b2c/shippingcharge`, {
    method: 'POST',
    headers: await handshakeHeaders(apiUrl),
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Record<string, number> }).data;
}

/** The rows of the order summary named `title`, label to amount, once the server priced it. */
export async function summaryRows(page: Page, title = 'Order summary') {
  await page.waitForFunction(
    (label) =>
      document.querySelector(`section[aria-label="${label}"]`)?.getAttribute('aria-busy') === null,
    title,
  );
  const rows = page.locator(`section[aria-label="${title}"] dl > div`);
  const entries: [string, string][] = [];
  for (let i = 0; i < (await rows.count()); i += 1) {
    entries.push([
      ((await rows.nth(i).locator('dt').textContent()) ?? '').trim(),
      ((await rows.nth(i).locator('dd').textContent()) ?? '').trim(),
    ]);
  }
  return Object.fromEntries(entries);
}

/** US dollars as the English pages show them. */
export const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** How a hosted card fields frame sits in its column, and whether anything in it is cut off. */
export interface CardFrameLayout {
  /** The frame's width and the content width of the element holding it, in CSS pixels. */
  width: number;
  columnWidth: number;
  /** Whether the frame's page scrolls: something is cut off at the right or the bottom. */
  overflows: boolean;
  /** The inputs that do not lie wholly inside the frame. */
  inputsCutOff: string[];
  /** Each label with the number of lines it wraps to. */
  labelLines: Record<string, number>;
}

/** The layout of the hosted card fields frame named by `selector`, once the fields loaded. */
export async function cardFrameLayout(
  page: Page,
  selector = 'iframe[data-card-fields]',
): Promise<CardFrameLayout> {
  const handle = await page.waitForSelector(selector);
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('The card fields frame did not load');
  await frame.waitForSelector('#cvv');
  // The frame takes the height its page reports: measured once the two agree, or as it is
  // when they never do (the layout then tells what overflows).
  await expect
    .poll(
      async () =>
        (await frame.evaluate(() => document.documentElement.scrollHeight)) <=
        (await handle.evaluate((element) => element.clientHeight)),
      { timeout: 5_000 },
    )
    .toBe(true)
    .catch(() => undefined);
  const outer = await handle.evaluate((element) => {
    const column = element.parentElement!;
    const style = getComputedStyle(column);
    return {
      width: element.getBoundingClientRect().width,
      columnWidth:
        column.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    };
  });
  const inner = await frame.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const lines: Record<string, number> = {};
    for (const label of document.querySelectorAll('label')) {
      const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
      lines[label.textContent ?? ''] = Math.round(
        label.getBoundingClientRect().height / lineHeight,
      );
    }
    return {
      overflows: root.scrollWidth > width || root.scrollHeight > root.clientHeight,
      inputsCutOff: [...document.querySelectorAll('input')]
        .filter((input) => {
          const box = input.getBoundingClientRect();
          return box.left < 0 || box.right > width || box.bottom > root.clientHeight;
        })
        .map((input) => input.id),
      labelLines: lines,
    };
  });
  return { ...outer, ...inner };
}
