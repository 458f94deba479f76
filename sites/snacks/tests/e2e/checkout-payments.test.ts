import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createDatabase, seedDatabase } from '@snackshop/commerce-api';
import { axeViolations, browserSession, openPage } from './browser';
import {
  cardFrame,
  cartToCheckout,
  continueToPayment,
  fillShipping,
  mailboxList,
  thankYouOrderNumber,
  typeCard,
} from './checkout-flow';
import { startSite } from './stack';

/*
 * Paying by PayPal, Apple Pay and card on both sites, and the payment session's extend and
 * expire dialog. The hosted card fields may only be framed, and PayPal may only return to, a
 * storefront origin the API knows, and the sites listen on random ports; so this file runs its
 * own API (seeded in-memory PGlite) naming both sites' origins, and its own copies of the
 * built sites pointing at it.
 *
 * Payment sessions: the capture context (the payment session) lasts 15 minutes. The session
 * tests switch the same address to a second app over the same database whose capture contexts
 * last SHORT_SESSION_SECONDS (createApp's `checkout.captureContextTtlSeconds`, the option the
 * end-to-end stack alone uses; docs/decisions/0010). The page then warns a third of the
 * session before its end instead of two minutes.
 */
const SHORT_SESSION_SECONDS = 30;

interface Stack {
  apiUrl: string;
  snacks: { url: string; close: () => Promise<void> };
  rewards: { url: string; close: () => Promise<void> };
  useShortSessions: (on: boolean) => void;
  close: () => Promise<void>;
}

async function startPaymentsStack(): Promise<Stack> {
  let handler: (request: Request) => Response | Promise<Response> = () =>
    new Response('starting', { status: 503 });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve(
      { fetch: (request) => handler(request), port: 0, hostname: '127.0.0.1' },
      () => resolve(started),
    );
  });
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.API_URL = apiUrl;
  const snacks = await startSite('snacks');
  const rewards = await startSite('rewards');
  const database = await createDatabase(undefined, { pgliteDir: 'memory://' });
  await database.migrate();
  await seedDatabase(database.db);
  const options = {
    db: database.db,
    handshakeSecret: 'end-to-end-payments-secret-0123456789abcdef',
  };
  const storefrontOrigins = [snacks.url, rewards.url];
  const usual = createApp({ ...options, checkout: { storefrontOrigins, devMailbox: true } });
  const short = createApp({
    ...options,
    checkout: {
      storefrontOrigins,
      devMailbox: true,
      captureContextTtlSeconds: SHORT_SESSION_SECONDS,
    },
  });
  let current = usual;
  handler = (request) => current.fetch(request);
  return {
    apiUrl,
    snacks,
    rewards,
    useShortSessions: (on) => {
      current = on ? short : usual;
    },
    close: async () => {
      await snacks.close();
      await rewards.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

let stack: Stack;
beforeAll(async () => {
  stack = await startPaymentsStack();
});
afterAll(async () => {
  await stack?.close();
});

const freshContext = browserSession(() => [stack.snacks.url, stack.rewards.url]);

/** Network refusals the tests provoke on purpose (a declined card is a 402). */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('status of 402'));

/** Fills the shipping step with a Chicago guest and goes on to payment. */
async function toPaymentStep(page: Page, site: string) {
  await cartToCheckout(page, site);
  await fillShipping(page, {
    email: 'sam.okafor@example.com',
    phoneNumber: '3125550199',
    firstName: 'Sam',
    lastName: 'Okafor',
    address: '233 S Wacker Dr',
    zipcode: '60606',
  });
  // Waits for the server's totals in the summary.
  await continueToPayment(page);
}

/** The checkout store as persisted to session storage. */
async function storedCheckout(page: Page) {
  const stored = (await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem('checkout') ?? '{}'),
  )) as {
    state?: {
      paymentRedirect?: { paymentId: string | null; paymentRedirectURL: string | null };
      paymentInfo?: { session?: { status: string } };
    };
  };
  return stored.state ?? {};
}

/** Whether the dev mailbox holds a message with this text (the confirmation email). */
async function mailboxHas(text: string): Promise<boolean> {
  return (await mailboxList(stack.apiUrl)).includes(text);
}

/**
 * Chromium has no Apple Pay, so these tests install, before any page script runs, an
 * `ApplePaySession` that behaves like Safari's: `canMakePayments()` is true; `begin()` asks for
 * merchant validation with an Apple Pay gateway URL; once the page completes it with the
 * merchant session the real API issued, the "payer" authorises a sandbox token
 * (`paymentData.data` SANDBOX_APPROVE, "Visa 0224"), and `completePayment` records the status.
 * What it saw is kept in session storage (`applePayDouble`) so it outlives the navigation to
 * the thank-you page. Everything after the browser (merchant session, authorisation, order)
 * is the real API.
 */
async function installApplePayDouble(context: BrowserContext) {
  await context.addInitScript(() => {
    interface Recorded {
      request?: unknown;
      merchantSession?: Record<string, unknown>;
      statuses: number[];
    }
    const recorded: Recorded = { statuses: [] };
    const keep = () => sessionStorage.setItem('applePayDouble', JSON.stringify(recorded));
    class ApplePaySession {
      static readonly STATUS_SUCCESS = 0;
      static readonly STATUS_FAILURE = 1;
      static canMakePayments() {
        return window.isSecureContext || location.hostname === '127.0.0.1';
      }
      static supportsVersion(version: number) {
        return version >= 1 && version <= 14;
      }
      onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
      onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null = null;
      oncancel: ((event: unknown) => void) | null = null;
      constructor(version: number, request: unknown) {
        if (!ApplePaySession.supportsVersion(version)) throw new Error('Unsupported version');
        recorded.request = request;
        keep();
      }
      begin() {
        setTimeout(() =>
          this.onvalidatemerchant?.({
            validationURL: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
          }),
        );
      }
      abort() {
        setTimeout(() => this.oncancel?.({}));
      }
      completeMerchantValidation(merchantSession: Record<string, unknown>) {
        recorded.merchantSession = merchantSession;
        keep();
        if (typeof merchantSession.signature !== 'string') throw new Error('Invalid session');
        setTimeout(() =>
          this.onpaymentauthorized?.({
            payment: {
              token: {
                paymentData: {
                  version: 'EC_v1',
                  data: 'SANDBOX_APPROVE',
                  signature: 'sandbox-signature',
                  header: {},
                },
                paymentMethod: { displayName: 'Visa 0224', network: 'Visa', type: 'debit' },
                transactionIdentifier: `sandbox-${Date.now()}`,
              },
            },
          }),
        );
      }
      completePayment(status: number) {
        recorded.statuses.push(status);
        keep();
      }
    }
    (window as unknown as { ApplePaySession: typeof ApplePaySession }).ApplePaySession =
      ApplePaySession;
  });
}

describe.each(['snacks', 'rewards'] as const)('payments on the %s site', (name) => {
  const site = () => (name === 'snacks' ? stack.snacks.url : stack.rewards.url);

  it('a guest pays with PayPal in a pop-up and lands on the thank-you page', async () => {
    const { page, errors } = await openPage(await freshContext());
    await toPaymentStep(page, site());
    // Chromium has no Apple Pay: the choice is not offered.
    expect(await page.getByRole('radio', { name: 'Apple Pay' }).count()).toBe(0);
    await page.getByRole('radio', { name: 'PayPal' }).click();
    expect(await axeViolations(page)).toEqual([]);

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const popup = await popupOpened;
    // The payment-redirect object of SPEC section 3 is kept in the checkout store.
    await expect
      .poll(async () => (await storedCheckout(page)).paymentRedirect?.paymentRedirectURL ?? '')
      .toContain('/payments/sandbox/paypal/approve');
    await popup.getByRole('button', { name: 'Approve and continue' }).click();
    const orderNumber = await thankYouOrderNumber(page);
    // The thank-you page says how it was paid, as it does for a card.
    await expect.poll(() => page.locator('[data-payment-line]').textContent()).toBe('PayPal');
    await expect.poll(() => popup.isClosed()).toBe(true);
    expect(await mailboxHas(orderNumber)).toBe(true);
    // Placing the order cleared the checkout, the payment-redirect object with it.
    expect((await storedCheckout(page)).paymentRedirect?.paymentId ?? null).toBeNull();
    expect(errors).toEqual([]);
  });

  it('a declined card shows the decline, then another card places the order', async () => {
    const { page, errors } = await openPage(await freshContext());
    await toPaymentStep(page, site());
    await typeCard(page, '4000000000009995');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect
      .poll(() => page.locator('[data-payment-error]').textContent(), { timeout: 20_000 })
      .toBe('Your card was declined for insufficient funds. Try another card.');
    expect(page.url()).toMatch(/\/checkout$/);
    await typeCard(page, '5555555555554444');
    await page.getByRole('button', { name: 'Place order' }).click();
    await thankYouOrderNumber(page);
    expect(unexpected(errors)).toEqual([]);
  });

  it('pays with Apple Pay where the browser offers it (a page-side ApplePaySession)', async () => {
    const context = await freshContext();
    await installApplePayDouble(context);
    const { page, errors } = await openPage(context);
    await toPaymentStep(page, site());
    await page.getByRole('radio', { name: 'Apple Pay' }).click();
    const button = page.getByRole('button', { name: 'Pay with Apple Pay' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await button.click();
    const orderNumber = await thankYouOrderNumber(page);
    const seen = (await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('applePayDouble') ?? '{}'),
    )) as {
      request: { total: { amount: string }; currencyCode: string };
      merchantSession: { domainName: string; merchantSessionIdentifier: string };
      statuses: number[];
    };
    // The sheet asked for the server's total, the API validated the merchant for this site's
    // domain, and the payment completed as a success.
    expect(seen.request.currencyCode).toBe('USD');
    expect(await page.locator('main').textContent()).toContain(`$${seen.request.total.amount}`);
    expect(seen.merchantSession.domainName).toBe('127.0.0.1');
    expect(seen.merchantSession.merchantSessionIdentifier).toMatch(/^SSH_/);
    expect(seen.statuses).toEqual([0]);
    expect(await mailboxHas(orderNumber)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('PayPal refusals', () => {
  it('a cancelled approval explains that nothing was charged; a blocked pop-up asks for pop-ups', async () => {
    const { page, errors } = await openPage(await freshContext());
    await toPaymentStep(page, stack.snacks.url);
    await page.getByRole('radio', { name: 'PayPal' }).click();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Cancel and return to the shop' }).click();
    const alert = page.locator('[data-paypal-error]');
    await expect
      .poll(() => alert.textContent())
      .toBe(
        'You cancelled the PayPal payment and nothing was charged. Choose PayPal again or another payment method.',
      );
    expect(page.url()).toMatch(/\/checkout$/);

    // A pop-up blocker makes window.open answer null, as Chromium does when it blocks one.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect.poll(() => alert.textContent()).toBe('Pop-ups must be enabled to continue.');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

// The two tests wait out a real session each (30 s), so they wait at the same time.
describe.concurrent('payment session (SPEC section 4)', () => {
  beforeAll(() => stack.useShortSessions(true));
  afterAll(() => stack.useShortSessions(false));

  const dialog = (page: Page) =>
    page.getByRole('dialog', { name: 'Your payment session is about to expire' });

  it('warns before the end; extending keeps the typed card and pays after the first end', async ({
    expect,
  }) => {
    const { page, errors } = await openPage(await freshContext({ alongside: true }));
    await toPaymentStep(page, stack.snacks.url);
    const startedAt = Date.now();
    await typeCard(page, '4111111111111111');

    await dialog(page).waitFor({ timeout: SHORT_SESSION_SECONDS * 1000 });
    expect(await axeViolations(page)).toEqual([]);
    // Focus is inside the dialog and stays there.
    const focusInDialog = () =>
      page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    expect(await focusInDialog()).toBe(true);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }

    await dialog(page).getByRole('button', { name: 'Extend session' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await page.locator('[data-payment-notice]').textContent()).toBe(
      'Your payment session was extended.',
    );
    // Past the first capture context's end, the card typed before still pays.
    const firstEnd = startedAt + SHORT_SESSION_SECONDS * 1000;
    await page.waitForTimeout(Math.max(0, firstEnd - Date.now()) + 1_000);
    expect(await dialog(page).count()).toBe(0);
    expect(await (await cardFrame(page)).inputValue('#number')).not.toBe('');
    await page.getByRole('button', { name: 'Place order' }).click();
    await thankYouOrderNumber(page);
    expect(errors).toEqual([]);
  }, 120_000);

  it('Escape ignores the warning; at the end a new session loads fresh card fields', async ({
    expect,
  }) => {
    const { page, errors } = await openPage(await freshContext({ alongside: true }));
    await toPaymentStep(page, stack.snacks.url);
    const frame = page.locator('iframe[data-card-fields]');
    await frame.waitFor();
    const firstFields = await frame.getAttribute('src');

    await dialog(page).waitFor({ timeout: SHORT_SESSION_SECONDS * 1000 });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect
      .poll(async () => (await storedCheckout(page)).paymentInfo?.session?.status)
      .toBe('ignored');

    await expect
      .poll(() => page.locator('[data-payment-notice]').textContent(), { timeout: 20_000 })
      .toBe('Your payment session expired. Please enter your card again.');
    await expect.poll(() => frame.getAttribute('src')).not.toBe(firstFields);
    await expect
      .poll(async () => (await storedCheckout(page)).paymentInfo?.session?.status)
      .toBe('active');
    expect(await axeViolations(page)).toEqual([]);

    await typeCard(page, '6011111111111117');
    await page.getByRole('button', { name: 'Place order' }).click();
    await thankYouOrderNumber(page);
    expect(errors).toEqual([]);
  }, 120_000);
});
