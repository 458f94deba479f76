import type { BodyOf } from '@snackshop/commerce-core/api-client';
import { GOOGLE_PAY_GATEWAY } from '@snackshop/commerce-core/constants';
import { and, eq, gte } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments as paymentRows, products, orders } from '../db/schema/index';
import { createGooglePayStandIn, GOOGLE_PAY_STAND_IN_PATHS } from './google-pay/standin';
import { createCheckoutServices } from './services';
import { STOREFRONT, checkoutBody, refusedOrder, submitOrder } from '../../test/checkout-fixtures';
import { describeApi, type TestApi } from '../../test/harness';
import { findProducts, type ProductRow } from '../../test/pricing-fixtures';

/** What the stand-in's sheet posts to the shop, read from its answer page. */
interface SheetAnswer {
  origin: string;
  answer: {
    status: string;
    statusMessage?: string;
    paymentData?: {
      apiVersion: number;
      paymentMethodData: {
        type: string;
        description: string;
        info: { cardNetwork: string; cardDetails: string };
        tokenizationData: { type: string; token: string };
      };
    };
  } | null;
}

const sheetConfig = (html: string) =>
  JSON.parse(/const config = (\{.*\});/.exec(html)?.[1] ?? '{}') as SheetAnswer;

/** The sheet's query, as the stand-in client builds it from a Google Pay request. */
const sheetQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    origin: STOREFRONT,
    lang: 'en-us',
    total: '12.34',
    currency: 'USD',
    merchant: 'Snack Shop',
    ...GOOGLE_PAY_GATEWAY,
    ...overrides,
  });

/** What the shopper's choice of a card in the sheet answers the shop. */
async function chooseCard(api: TestApi, card: string, origin = STOREFRONT) {
  const response = await fetch(`${api.baseUrl}${GOOGLE_PAY_STAND_IN_PATHS.sheet}`, {
    method: 'POST',
    body: new URLSearchParams({ origin, lang: 'en-us', card }),
  });
  return { response, config: sheetConfig(await response.text()) };
}

/** A Google Pay token for a test card, as the stand-in's sheet hands it to the page. */
async function googlePayToken(api: TestApi, card: string): Promise<string> {
  const { config } = await chooseCard(api, card);
  const token = config.answer?.paymentData?.paymentMethodData.tokenizationData.token;
  if (!token) throw new Error(`no token: ${JSON.stringify(config)}`);
  return token;
}

describeApi('Google Pay', (api) => {
  let snack: ProductRow;
  beforeAll(async () => {
    [snack] = (await findProducts(
      api().database.db,
      and(eq(products.kind, 'snack'), eq(products.isActive, true), gte(products.stockQty, 100)),
    )) as [ProductRow];
  });

  const orderBody = (token: string, lang?: 'es-us'): BodyOf<'submittedOrder'> => ({
    ...checkoutBody([{ productId: snack.id, quantity: 2 }], lang ? { lang } : {}),
    paymentInfo: { method: 'google-pay', token },
  });

  it('offers the Google Pay button by default (googlePayButtonEnable, like Apple Pay)', async () => {
    const config = (await api().call('configList')).body.data.config;
    expect(config.googlePayButtonEnable).toBe(true);
    expect(config.applePayButtonEnable).toBe(true);
  });

  describe('the stand-in Google Pay client (outside production)', () => {
    it('serves a pay.js with the PaymentsClient of the Google Pay API', async () => {
      const response = await fetch(`${api().baseUrl}${GOOGLE_PAY_STAND_IN_PATHS.client}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/javascript');
      const script = await response.text();
      expect(script).toContain('google.payments.api = { PaymentsClient }');
      expect(script).toContain('isReadyToPay(request)');
      expect(script).toContain('loadPaymentData(request)');
      expect(script).toContain(`"sheetUrl":"${api().baseUrl}${GOOGLE_PAY_STAND_IN_PATHS.sheet}"`);
    });

    it('shows its sheet to a storefront origin only, framed by that origin alone', async () => {
      const sheet = await fetch(
        `${api().baseUrl}${GOOGLE_PAY_STAND_IN_PATHS.sheet}?${sheetQuery({ lang: 'es-us' })}`,
      );
      expect(sheet.status).toBe(200);
      const csp = sheet.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`frame-ancestors ${STOREFRONT};`);
      const html = await sheet.text();
      expect(html).toContain('Pagar $12.34 a Snack Shop');
      expect(html).toContain('Visa •••• 1111');
      expect(html).toContain('Rechazada: fondos insuficientes');
      expect(sheetConfig(html)).toEqual({ origin: STOREFRONT, answer: null });

      const elsewhere = await fetch(
        `${api().baseUrl}${GOOGLE_PAY_STAND_IN_PATHS.sheet}?${sheetQuery({ origin: 'https://evil.example' })}`,
      );
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(
        (await chooseCard(api(), '4111111111111111', 'https://evil.example')).response.status,
      ).toBe(400);
    });

    it('answers a request for another gateway with a developer error', async () => {
      const sheet = await fetch(
        `${api().baseUrl}${GOOGLE_PAY_STAND_IN_PATHS.sheet}?${sheetQuery({ gateway: 'othergateway' })}`,
      );
      const { answer } = sheetConfig(await sheet.text());
      expect(answer?.status).toBe('error');
      expect(answer?.statusMessage).toContain(GOOGLE_PAY_GATEWAY.gateway);
    });

    it("answers a chosen card with PaymentData holding the processor's gateway token; Cancel with none", async () => {
      const { response, config } = await chooseCard(api(), '5555555555554444');
      expect(response.headers.get('content-security-policy')).toContain(
        `frame-ancestors ${STOREFRONT};`,
      );
      expect(config.origin).toBe(STOREFRONT);
      expect(config.answer).toMatchObject({
        status: 'ok',
        paymentData: {
          apiVersion: 2,
          paymentMethodData: {
            type: 'CARD',
            description: 'Mastercard •••• 4444',
            info: { cardNetwork: 'MASTERCARD', cardDetails: '4444' },
            tokenizationData: { type: 'PAYMENT_GATEWAY' },
          },
        },
      });
      const cancelled = await chooseCard(api(), '');
      expect(cancelled.config.answer).toEqual({ status: 'cancelled' });
    });
  });

  describe('authorisation through submittedorder', () => {
    it("approves a test card's token for the server's own total", async () => {
      const token = await googlePayToken(api(), '4111111111111111');
      const validated = await api().call('validateOrder', {
        body: checkoutBody([{ productId: snack.id, quantity: 2 }]),
      });
      // Amounts a browser sends are ignored: the server prices the cart itself.
      const placed = await submitOrder(api(), {
        ...checkoutBody([{ productId: snack.id, quantity: 2, price: 0.01 }]),
        paymentInfo: { method: 'google-pay', token },
        totalAmount: 0.01,
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body.data).toMatchObject({
        paymentMethod: 'google-pay',
        status: 'paid',
        card: { cardType: 'visa', last4: '1111' },
      });
      const [order] = await api()
        .database.db.select({ id: orders.id, totalCents: orders.totalCents })
        .from(orders)
        .where(eq(orders.orderNumber, placed.body.data.orderNumber));
      const [payment] = await api()
        .database.db.select()
        .from(paymentRows)
        .where(eq(paymentRows.orderId, order!.id));
      expect(payment).toMatchObject({
        method: 'google-pay',
        status: 'captured',
        amountCents: validated.body.data.totalAmountCents,
      });
      expect(order!.totalCents).toBe(validated.body.data.totalAmountCents);
    });

    it('declines as the test card declines, with the same message as a card', async () => {
      const token = await googlePayToken(api(), '4000000000009995');
      const declined = await refusedOrder(api(), orderBody(token));
      expect(declined.status).toBe(402);
      expect(declined.body).toMatchObject({
        code: 'PAYMENT_DECLINED',
        message: 'Your card was declined for insufficient funds. Try another card.',
        errors: [{ field: 'paymentInfo' }],
      });
    });

    it('refuses a token the processor never issued, naming paymentInfo.token', async () => {
      const forged = await refusedOrder(api(), orderBody('gpay_forged-token-never-issued'));
      expect(forged.status).toBe(402);
      expect(forged.body).toMatchObject({
        code: 'PAYMENT_DECLINED',
        message:
          'This Google Pay payment is not valid or has expired. Choose Google Pay again to pay.',
        errors: [
          {
            field: 'paymentInfo.token',
            message:
              'This Google Pay payment is not valid or has expired. Choose Google Pay again to pay.',
          },
        ],
      });
      const empty = await refusedOrder(api(), orderBody(''));
      expect(empty.status).toBe(400);
      expect(empty.body.errors?.map((error) => error.field)).toEqual(['paymentInfo.token']);
    });

    it('refuses a spent token in English and Spanish, but answers a replay of the order that spent it', async () => {
      const token = await googlePayToken(api(), '6011111111111117');
      const key = `google-pay-once-${Date.now()}`;
      const first = await submitOrder(api(), orderBody(token), { key });
      expect(first.status).toBe(201);
      const replay = await submitOrder(api(), orderBody(token), { key });
      expect(replay.status).toBe(201);
      expect(replay.body.data.orderNumber).toBe(first.body.data.orderNumber);

      const again = await refusedOrder(api(), orderBody(token));
      expect(again.status).toBe(402);
      expect(again.body).toMatchObject({
        message:
          'This Google Pay payment has already paid for an order. Choose Google Pay again to pay.',
        errors: [{ field: 'paymentInfo.token' }],
      });
      const spanish = await refusedOrder(api(), orderBody(token, 'es-us'));
      expect(spanish.body.message).toBe(
        'Este pago con Google Pay ya pagó un pedido. Elija Google Pay de nuevo para pagar.',
      );
    });

    it('lets only one of two orders racing with one token pay', async () => {
      const token = await googlePayToken(api(), '4111111111111111');
      const answers = await Promise.all([
        submitOrder(api(), orderBody(token)),
        submitOrder(api(), orderBody(token)),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 402]);
    });
  });
});

describe('the stand-in Google Pay client in production', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('never runs: not by default, and not when asked for', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => createGooglePayStandIn()).toThrow(/never runs in production/);
    const base = {
      db: {} as never,
      now: () => new Date(),
      publicUrl: '',
      handshakeSecret: 'a-secret-of-the-production-guard-test-0123456789',
    };
    expect(createCheckoutServices(base).googlePayStandIn).toBeNull();
    expect(() => createCheckoutServices(base, { googlePayStandIn: true })).toThrow(
      /never runs in production/,
    );
  });
});
