// @vitest-environment jsdom
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import {
  CustomerSessions,
  createApp,
  createDatabase,
  seedDatabase,
  type DatabaseHandle,
} from '@snackshop/commerce-api';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@snackshop/commerce-core';
import { readHandshakeData, type BodyOf } from '@snackshop/commerce-core/api-client';
import { RootStore } from '../stores/RootStore';
import { useSavedCards } from './dataHooks';
import {
  useAddressValidation,
  useApplePayMerchantSession,
  useCaptureContext,
  useOrderDetails,
  usePayPalOrder,
  usePayPalSession,
  usePayPalStatus,
  useSubmitOrder,
  useValidateOrder,
  useZipCodeLookup,
} from './checkoutCalls';
import { StoreProvider } from './StoreProvider';

/**
 * The checkout's call hooks against the real commerce API (services/commerce-api) on an
 * in-memory PGlite database with the seed catalogue and its sandbox payment processor.
 */
let database: DatabaseHandle;
let server: ServerType;
let baseUrl: string;

/** A storefront origin the API lets frame its card fields and take PayPal's answers. */
const STOREFRONT = 'http://localhost:3000';

beforeAll(async () => {
  database = await createDatabase(undefined, { pgliteDir: 'memory://' });
  await database.migrate();
  await seedDatabase(database.db);
  const app = createApp({
    db: database.db,
    handshakeSecret: 'commerce-hooks-checkout-secret-0123456789abcdef',
    checkout: { storefrontOrigins: [STOREFRONT] },
  });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await database?.close();
});

const roots: RootStore[] = [];
afterEach(() => {
  cleanup();
  roots.splice(0).forEach((root) => root.dispose());
});

/** Stores with no handshake yet: every checkout hook makes sure of it itself. */
function freshRoot() {
  const root = new RootStore({
    baseUrl,
    storage: { session: createMemoryStorage(), local: createMemoryStorage() },
  });
  roots.push(root);
  return root;
}

/** What a hook gives, rendered under the stores. */
function hookOf<T>(root: RootStore, hook: () => T): T {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider store={root}>{children}</StoreProvider>
  );
  return renderHook(hook, { wrapper }).result.current;
}

/** A seed product with stock, as a cart line (looked up in a session of its own). */
async function cartLine() {
  const lookup = freshRoot();
  await lookup.client.ensureHandshake();
  const found = await lookup.client.call('autocompleteProducts', { query: { q: 'chedd' } });
  const productId = found.ok ? found.data.suggestions[0]?.productId : undefined;
  expect(productId).toBeDefined();
  return { productId: productId!, quantity: 1 };
}

const chicago = {
  firstName: 'Robin',
  lastName: "O'Hara",
  address: '120 N Michigan Ave',
  addressDetails: 'Apt 4',
  city: 'Chicago',
  state: 'IL',
  zipcode: '60601',
  country: 'US',
};

function checkoutBody(
  line: { productId: number; quantity: number },
  shipping = chicago,
): BodyOf<'validateOrder'> {
  return {
    cartItems: [line],
    contactInfo: { email: 'robin.ohara@example.com', phoneNumber: '(312) 555-0142' },
    shipping,
    billingSameShippingFlag: true,
  };
}

/** What the hosted card fields do with a card: a one-use token under the capture context. */
async function cardToken(root: RootStore, number: string): Promise<string> {
  const context = await hookOf(root, useCaptureContext)({ body: { targetOrigin: STOREFRONT } });
  if (!context.ok) throw new Error(context.error.message);
  const token = await root.client.call('tokenizeCard', {
    body: {
      captureContext: context.data.captureContext,
      number,
      expirationMonth: 12,
      expirationYear: new Date().getUTCFullYear() + 2,
      securityCode: '123',
    },
  });
  if (!token.ok) throw new Error(token.error.message);
  return token.data.transientToken;
}

/**
 * A new customer, registered through the API and signed in the way a completed sign-in
 * leaves the browser: an API session's token in local storage and the user slice.
 */
async function signedInRoot() {
  const root = freshRoot();
  await root.client.ensureHandshake();
  const registered = await root.client.call('createCustomer', {
    body: {
      firstName: 'Marisol',
      lastName: 'Quintero',
      email: `marisol.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
      password: 'Crunchy#Snack42',
      birthDay: 14,
      birthMonth: 3,
      birthYear: 1990,
      gender: 'female',
      terms: true,
      sourceID: 'snacks',
    },
  });
  if (!registered.ok) throw new Error(registered.error.message);
  const sessions = new CustomerSessions(database.db, () => new Date());
  const { token } = await sessions.issue({
    customerId: registered.data.accountId,
    clientId: 'snacks',
    loginMethod: 'password',
  });
  root.user.login(token);
  return root;
}

describe('checkout calls against the commerce API', () => {
  it('validates an order with the handshake made first, and answers its totals', async () => {
    const line = await cartLine();
    const root = freshRoot();
    expect(readHandshakeData(root.storage)).toBeNull();
    const validate = hookOf(root, useValidateOrder);
    const result = await validate({ body: checkoutBody(line) });
    expect(readHandshakeData(root.storage)).not.toBeNull();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.totalAmountCents).toBe(
      result.data.subTotalCents +
        result.data.shippingChargeCents +
        result.data.taxCents -
        result.data.discountCents,
    );

    const refused = await validate({
      body: checkoutBody(line, { ...chicago, address: 'PO Box 123', addressDetails: '' }),
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.fieldErrors?.map((error) => error.field)).toContain('shipping.address');
  });

  it("checks an address with the carrier and looks up a ZIP code's city and state", async () => {
    const root = freshRoot();
    const checked = await hookOf(
      root,
      useAddressValidation,
    )({
      body: { ...chicago, address: '120 north michigan avenue', city: 'Evanston' },
    });
    expect(checked.ok && checked.data).toMatchObject({
      valid: false,
      candidates: [{ address: '120 N Michigan Ave', city: 'Chicago' }],
    });

    const lookUp = hookOf(root, useZipCodeLookup);
    const chicagoZip = await lookUp({ query: { zipcode: '60601' } });
    expect(chicagoZip.ok && chicagoZip.data).toMatchObject({
      city: 'Chicago',
      state: 'IL',
      shippable: true,
    });
    const honolulu = await lookUp({ query: { zipcode: '96813', lang: 'en-us' } });
    expect(honolulu.ok && honolulu.data).toMatchObject({ state: 'HI', shippable: false });
  });

  it('starts a payment session, timed on this clock from when the request left', async () => {
    const root = freshRoot();
    const before = Date.now();
    const context = await hookOf(root, useCaptureContext)({ body: { targetOrigin: STOREFRONT } });
    const after = Date.now();
    expect(context.ok).toBe(true);
    if (!context.ok) return;
    const lifetime = context.data.sessionTimeoutSeconds * 1000;
    expect(lifetime).toBeGreaterThan(0);
    expect(context.data.sessionExpiresAt).toBeGreaterThanOrEqual(before + lifetime);
    expect(context.data.sessionExpiresAt).toBeLessThanOrEqual(after + lifetime);
    expect(context.data.hostedFieldsUrl).toEqual(expect.any(String));

    const refused = await hookOf(
      root,
      useCaptureContext,
    )({
      body: { targetOrigin: 'https://evil.example' },
    });
    expect(refused.ok).toBe(false);
  });

  it('places a card order once the processor answers again, and reads it back', async () => {
    const root = freshRoot();
    const line = await cartLine();
    const submit = hookOf(root, () => useSubmitOrder(0));
    // The sandbox's "processor unavailable once" card: a 503, then the same attempt goes through.
    const placed = await submit({
      ...checkoutBody(line),
      paymentInfo: { method: 'card', transientToken: await cardToken(root, '4000000000000119') },
    });
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    expect(placed.order.paymentMethod).toBe('card');
    // The 503 the retry recovered from is no fault of the shopper's: no alert over the order.
    expect(root.notification.notification).toBeNull();

    const details = await hookOf(
      root,
      useOrderDetails,
    )({
      query: { orderNumber: placed.order.orderNumber },
    });
    expect(details.ok && details.data.orderNumber).toBe(placed.order.orderNumber);

    const declined = await submit({
      ...checkoutBody(line),
      paymentInfo: { method: 'card', transientToken: await cardToken(root, '4000000000009995') },
    });
    expect(declined).toMatchObject({ ok: false, status: 402, message: expect.any(String) });
    // A decline is told once, by the payment step beside its button, not by an alert too.
    expect(root.notification.notification).toBeNull();
  });

  it('pays with a card the customer saved, its security code asked again', async () => {
    const root = await signedInRoot();
    const line = await cartLine();
    const submit = hookOf(root, () => useSubmitOrder(0));
    const first = await submit({
      ...checkoutBody(line),
      paymentInfo: {
        method: 'card',
        transientToken: await cardToken(root, '4111111111111111'),
        saveNewCard: true,
      },
    });
    expect(first.ok).toBe(true);

    const saved = renderHook(() => useSavedCards(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <StoreProvider store={root}>{children}</StoreProvider>
      ),
    });
    await waitFor(() => expect(saved.result.current.cards).toHaveLength(1));
    const card = saved.result.current.cards[0]!;
    expect(card).toMatchObject({ cardType: 'visa', cardNumberMask: '•••• 1111' });

    // capturecontext carries the customer's X-Auth-Token: the fields ask for the code only.
    const context = await hookOf(
      root,
      useCaptureContext,
    )({ body: { targetOrigin: STOREFRONT, savedCardId: card.id } });
    expect(context.ok).toBe(true);
    if (!context.ok) return;
    const cvv = await root.client.call('tokenizeSecurityCode', {
      body: { captureContext: context.data.captureContext, securityCode: '123' },
    });
    expect(cvv.ok).toBe(true);
    if (!cvv.ok) return;
    const second = await submit({
      ...checkoutBody(line),
      paymentInfo: { method: 'saved-card', savedCardId: card.id, cvvToken: cvv.data.cvvToken },
    });
    expect(second.ok && second.order.card).toEqual({ cardType: 'visa', last4: '1111' });

    // A visitor cannot open a saved card's field.
    const visitor = await hookOf(
      freshRoot(),
      useCaptureContext,
    )({ body: { targetOrigin: STOREFRONT, savedCardId: card.id } });
    expect(visitor).toMatchObject({ ok: false, status: 401 });
  });

  it('takes a PayPal payment from session to approved order', async () => {
    const root = freshRoot();
    const line = await cartLine();
    const session = await hookOf(
      root,
      usePayPalSession,
    )({
      body: {
        cartItems: [line],
        email: 'robin.ohara@example.com',
        zipcode: '60601',
        returnUrl: `${STOREFRONT}/checkout`,
        cancelUrl: `${STOREFRONT}/checkout`,
      },
    });
    expect(session.ok && session.data.status).toBe('created');
    if (!session.ok) return;
    const { paymentId } = session.data;
    const status = hookOf(root, usePayPalStatus);
    expect((await status({ query: { paymentId } })).ok).toBe(true);

    // The payer approves on the sandbox's approval page.
    const approval = new URL(session.data.paymentRedirectURL, baseUrl);
    await fetch(new URL(approval.pathname, baseUrl), {
      method: 'POST',
      body: new URLSearchParams({ token: paymentId, decision: 'approve' }),
      redirect: 'manual',
    });
    const approved = await status({ query: { paymentId } });
    expect(approved.ok && approved.data.status).toBe('approved');
    const payerId = approved.ok ? approved.data.payerId : null;
    expect(payerId).toEqual(expect.any(String));

    const order = await hookOf(root, usePayPalOrder)({ body: { paymentId, payerId: payerId! } });
    expect(order.ok && order.data.orderIds).toHaveLength(1);
  });

  it('asks for an Apple Pay merchant session for the storefront domain only', async () => {
    const root = freshRoot();
    const merchant = hookOf(root, useApplePayMerchantSession);
    const validationURL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
    const session = await merchant({
      body: { validationURL, domainName: 'localhost', displayName: 'Snack Shop' },
    });
    expect(session.ok).toBe(true);
    const elsewhere = await merchant({ body: { validationURL, domainName: 'evil.example' } });
    expect(elsewhere.ok).toBe(false);
    if (elsewhere.ok) return;
    expect(elsewhere.error.fieldErrors?.[0]?.field).toBe('domainName');
  });
});
