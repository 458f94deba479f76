import { and, eq, gte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/index';
import { SandboxPaymentProvider, SANDBOX_PATHS } from './sandbox/sandbox-provider';
import {
  STOREFRONT,
  captureContext,
  cardFields,
  cardToken,
  checkoutBody,
  refusedTokenize,
  submitOrder,
  tokenize,
} from '../../test/checkout-fixtures';
import { describeApi } from '../../test/harness';
import { findProducts, type ProductRow } from '../../test/pricing-fixtures';

describeApi('payments', (api) => {
  let snack: ProductRow;
  beforeAll(async () => {
    [snack] = (await findProducts(
      api().database.db,
      and(eq(products.kind, 'snack'), eq(products.isActive, true), gte(products.stockQty, 100)),
    )) as [ProductRow];
  });

  describe('capture context and hosted card fields', () => {
    it('refuses card after card from one address past the card-testing limit (429)', async () => {
      const { captureContext: context } = await captureContext(api());
      const oneShopper = { 'X-Forwarded-For': '198.51.100.77' };
      for (let attempt = 1; attempt <= 30; attempt += 1) {
        const answer = await tokenize(api(), context, cardFields('4111111111111111'), oneShopper);
        expect(answer.status, `attempt ${attempt}`).toBe(201);
      }
      const refused = await refusedTokenize(
        api(),
        context,
        { ...cardFields('4111111111111111'), lang: 'es-us' },
        oneShopper,
      );
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
      expect(refused.body.message).toBe(
        'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
      );
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      // Another shopper is not held back by this one.
      const other = await tokenize(api(), context, cardFields('4111111111111111'));
      expect(other.status).toBe(201);
    });

    it('signs an expiring context for a storefront origin only', async () => {
      const refused = await api().refusal('captureContext', {
        body: {
          targetOrigin: 'https://evil.example',
        },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.field).toBe('targetOrigin');

      const context = await captureContext(api());
      expect(context.captureContext.split('.')).toHaveLength(3);
      const page = await fetch(new URL(context.hostedFieldsUrl, api().baseUrl));
      expect(page.status).toBe(200);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`frame-ancestors ${STOREFRONT}`);
      expect(csp).toContain("connect-src 'self'");
      const html = await page.text();
      expect(html).toContain('<label for="number">Card number</label>');
      expect(html).toContain('placeholder="MM/YY"');
      expect(html).toContain(`"parentOrigin":"${STOREFRONT}"`);
      // In Spanish, every word of the frame is Spanish, the expiry's placeholder too.
      const inSpanish = new URL(context.hostedFieldsUrl, api().baseUrl);
      inSpanish.searchParams.set('lang', 'es-us');
      const spanish = await (await fetch(inSpanish)).text();
      expect(spanish).toContain('<label for="expiry">Fecha de vencimiento (MM/AA)</label>');
      expect(spanish).toContain('placeholder="MM/AA"');
      expect(spanish).not.toContain('MM/YY');
      // The frame is sized by the parent to the height the form reports.
      expect(html).toContain("post({ type: 'snackshop:card:resize', height })");

      const forged = await fetch(
        `${api().baseUrl}${SANDBOX_PATHS.hostedFields}?context=${context.captureContext}x`,
      );
      expect(forged.status).toBe(401);
      expect(await forged.text()).not.toContain('id="number"');
    });

    it('tokenises with Luhn, brand, expiry and security-code checks', async () => {
      const { captureContext: context } = await captureContext(api());
      const now = new Date();
      const thisMonth = cardFields('4111111111111111', {
        expirationMonth: now.getUTCMonth() + 1,
        expirationYear: now.getUTCFullYear(),
      });
      const ok = await tokenize(api(), context, thisMonth);
      expect(ok.status).toBe(201);
      expect(ok.body.data).toMatchObject({ cardType: 'visa', cardNumberMask: 'XXXXXXXXXXXX1111' });

      const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
      const expired = await refusedTokenize(
        api(),
        context,
        cardFields('4111111111111111', {
          expirationMonth: lastMonth.getUTCMonth() + 1,
          expirationYear: lastMonth.getUTCFullYear(),
        }),
      );
      expect(expired.status).toBe(400);
      expect(expired.body.errors).toEqual([
        { field: 'expirationYear', message: 'The card has expired.' },
      ]);
      const luhn = await refusedTokenize(api(), context, cardFields('4111111111111112'));
      expect(luhn.body.errors).toEqual([
        { field: 'number', message: 'Enter a valid card number.' },
      ]);
      const amexShortCvv = await refusedTokenize(
        api(),
        context,
        cardFields('378282246310005', { securityCode: '123', lang: 'es-us' }),
      );
      expect(amexShortCvv.body.errors).toEqual([
        { field: 'securityCode', message: 'Ingrese el código de seguridad de la tarjeta.' },
      ]);
      const crossOrigin = await refusedTokenize(api(), context, cardFields('4111111111111111'), {
        Origin: STOREFRONT,
      });
      expect(crossOrigin.status).toBe(403);
    });
  });

  describe('authorisation, capture, void and refund', () => {
    const provider = () =>
      new SandboxPaymentProvider({
        db: api().database.db,
        secret: 'another-instance-shares-the-database-only-0123456789',
        now: () => new Date(),
        publicUrl: '',
        storefrontOrigins: [STOREFRONT],
      });
    const authorize = async (reference: string, amountCents = 1000) => {
      const token = await cardToken(api(), '5555555555554444');
      const result = await provider().authorize({
        source: { method: 'card', transientToken: token },
        amountCents,
        reference,
        sessionId: api().handshake._ss_i,
      });
      if (!result.approved) throw new Error(result.reason);
      return result.authorization;
    };

    it('captures up to the authorised amount and never a voided authorisation', async () => {
      const auth = await authorize('state-1');
      expect(auth).toMatchObject({ status: 'authorized', brand: 'mastercard', last4: '4444' });
      await expect(provider().capture(auth.id, 1001)).rejects.toThrow(/between 1 and 1000/);
      expect((await provider().capture(auth.id, 1000)).status).toBe('captured');
      await expect(provider().void(auth.id)).rejects.toThrow(/only an authorized payment/);

      const other = await authorize('state-2');
      expect((await provider().void(other.id)).status).toBe('voided');
      await expect(provider().capture(other.id)).rejects.toThrow(/voided/);
    });

    it('refunds at most what was captured', async () => {
      const auth = await authorize('state-3', 2000);
      await expect(provider().refund(auth.id, 100)).rejects.toThrow(/only captured money/);
      await provider().capture(auth.id, 1500);
      await expect(provider().refund(auth.id, 1501)).rejects.toThrow(/between 1 and 1500/);
      expect(await provider().refund(auth.id, 500)).toMatchObject({
        status: 'partially_refunded',
        refundedCents: 500,
      });
      expect(await provider().refund(auth.id, 1000)).toMatchObject({ status: 'refunded' });
      await expect(provider().refund(auth.id, 1)).rejects.toThrow(/only captured money/);
    });

    it('answers a repeated reference with the same authorisation', async () => {
      const first = await authorize('state-4');
      const again = await authorize('state-4');
      expect(again.id).toBe(first.id);
    });
  });

  describe('PayPal', () => {
    const startSession = () =>
      api().call('payPalSession', {
        body: {
          // A client-sent price, which the server ignores.
          cartItems: [
            { productId: snack.id, quantity: 2, price: 0.01 } as {
              productId: number;
              quantity: number;
            },
          ],
          email: 'robin.ohara@example.com',
          zipcode: '60601',
          returnUrl: `${STOREFRONT}/checkout/paypal/return`,
          cancelUrl: `${STOREFRONT}/checkout`,
        },
      });

    it('session → approval page → order → status → submittedorder', async () => {
      const session = await startSession();
      expect(session.status).toBe(201);
      const redirect = session.body.data;
      expect(redirect).toMatchObject({ status: 'created', payerId: null, orderIds: [] });
      expect(redirect.merchantReferenceCode).toMatch(/^MRC-/);
      expect(redirect.lineItems[0]).toMatchObject({
        productId: String(snack.id),
        quantity: 2,
        amountCents: snack.priceCents * 2,
      });
      const validated = await api().call('validateOrder', {
        body: checkoutBody([{ productId: snack.id, quantity: 2 }]),
      });
      expect(redirect.amountCents).toBe(validated.body.data.totalAmountCents);

      const page = await fetch(new URL(redirect.paymentRedirectURL, api().baseUrl));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Approve and continue');
      const approved = await fetch(`${api().baseUrl}${SANDBOX_PATHS.payPalApproval}`, {
        method: 'POST',
        body: new URLSearchParams({ token: redirect.paymentId, decision: 'approve' }),
        redirect: 'manual',
      });
      expect(approved.status).toBe(303);
      const back = new URL(approved.headers.get('location')!);
      expect(back.origin + back.pathname).toBe(`${STOREFRONT}/checkout/paypal/return`);
      const payerId = back.searchParams.get('PayerID')!;
      expect(back.searchParams.get('paymentId')).toBe(redirect.paymentId);

      const order = await api().call('payPalOrder', {
        body: { paymentId: redirect.paymentId, payerId },
      });
      expect(order.status).toBe(200);
      expect(order.body.data).toMatchObject({ status: 'approved', payerId });
      expect(order.body.data.orderIds).toHaveLength(1);
      const status = await api().call('payPalStatus', { query: { paymentId: redirect.paymentId } });
      expect(status.body.data.status).toBe('approved');

      const placed = await submitOrder(api(), {
        ...checkoutBody([{ productId: snack.id, quantity: 2 }]),
        paymentInfo: { method: 'paypal', paymentId: redirect.paymentId },
      });
      expect(placed.status).toBe(201);
      expect(placed.body.data).toMatchObject({
        paymentMethod: 'paypal',
        status: 'paid',
        card: null,
      });
      const after = await api().call('payPalStatus', { query: { paymentId: redirect.paymentId } });
      expect(after.body.data.status).toBe('authorized');
    });

    it('a cancelled or unapproved payment places no order', async () => {
      const redirect = (await startSession()).body.data;
      const cancelled = await fetch(`${api().baseUrl}${SANDBOX_PATHS.payPalApproval}`, {
        method: 'POST',
        body: new URLSearchParams({ token: redirect.paymentId, decision: 'cancel' }),
        redirect: 'manual',
      });
      expect(new URL(cancelled.headers.get('location')!).searchParams.get('cancelled')).toBe(
        'true',
      );
      const refused = await submitOrder(api(), {
        ...checkoutBody([{ productId: snack.id, quantity: 2 }]),
        paymentInfo: { method: 'paypal', paymentId: redirect.paymentId },
      });
      expect(refused.status).toBe(402);
      expect(refused.body.message).toBe(
        'The PayPal payment was not approved. Try PayPal again or choose another payment method.',
      );
    });

    it('in a pop-up, the decision is posted to the opening checkout instead of a redirect', async () => {
      const redirect = (await startSession()).body.data;
      const page = await fetch(
        new URL(`${redirect.paymentRedirectURL}&display=popup&lang=es-us`, api().baseUrl),
      );
      const html = await page.text();
      expect(html).toContain('<input type="hidden" name="display" value="popup">');
      expect(html).toContain('Aprobar y continuar');

      const approved = await fetch(`${api().baseUrl}${SANDBOX_PATHS.payPalApproval}`, {
        method: 'POST',
        body: new URLSearchParams({
          token: redirect.paymentId,
          decision: 'approve',
          display: 'popup',
          lang: 'en-us',
        }),
        redirect: 'manual',
      });
      expect(approved.status).toBe(200);
      const csp = approved.headers.get('content-security-policy') ?? '';
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
      const popup = await approved.text();
      expect(popup).toContain(`<script nonce="${nonce}">`);
      const config = JSON.parse(/const config = (\{.*\});/.exec(popup)?.[1] ?? '{}') as {
        message: { type: string; paymentId: string; payerId: string; status: string };
        targetOrigin: string;
        next: string;
      };
      const status = await api().call('payPalStatus', { query: { paymentId: redirect.paymentId } });
      expect(config.message).toEqual({
        type: 'snackshop:paypal:result',
        paymentId: redirect.paymentId,
        payerId: status.body.data.payerId,
        status: 'approved',
      });
      expect(config.targetOrigin).toBe(STOREFRONT);
      expect(new URL(config.next).searchParams.get('PayerID')).toBe(status.body.data.payerId);
      expect(popup).toContain('Payment approved.');

      const other = (await startSession()).body.data;
      const cancelled = await fetch(`${api().baseUrl}${SANDBOX_PATHS.payPalApproval}`, {
        method: 'POST',
        body: new URLSearchParams({ token: other.paymentId, decision: 'cancel', display: 'popup' }),
      });
      const cancelPage = await cancelled.text();
      expect(cancelPage).toContain('"status":"cancelled"');
      expect(cancelPage).toContain('"payerId":null');
      expect(cancelPage).toContain('Payment cancelled.');
    });

    it('refuses return pages outside the storefront', async () => {
      const refused = await api().refusal('payPalSession', {
        body: {
          cartItems: [{ productId: snack.id, quantity: 1 }],
          email: 'robin.ohara@example.com',
          zipcode: '60601',
          returnUrl: 'https://evil.example/steal',
          cancelUrl: `${STOREFRONT}/checkout`,
        },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.map((e) => e.field)).toEqual(['returnUrl']);
    });
  });

  describe('Apple Pay', () => {
    it('answers a merchant session for an Apple Pay gateway and a storefront domain', async () => {
      const session = await api().call('applePaySession', {
        body: {
          validationURL: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
          domainName: 'localhost',
        },
      });
      expect(session.status).toBe(200);
      expect(session.body.data.domainName).toBe('localhost');
      expect(session.body.data.signature.length).toBeGreaterThan(20);
      const bad = await api().refusal('applePaySession', {
        body: {
          validationURL: 'https://apple-pay-gateway.evil.example/startSession',
          domainName: 'localhost',
        },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.[0]?.field).toBe('validationURL');
    });

    it('authorises sandbox tokens through submittedorder', async () => {
      const token = (data: string) => ({
        paymentData: { version: 'EC_v1', data, signature: 'sig', header: {} },
        paymentMethod: { displayName: 'Visa 0224', network: 'Visa', type: 'debit' },
        transactionIdentifier: 'sandbox-transaction',
      });
      const placed = await submitOrder(api(), {
        ...checkoutBody([{ productId: snack.id, quantity: 1 }]),
        paymentInfo: { method: 'apple-pay', token: token('SANDBOX_APPROVE') },
      });
      expect(placed.status).toBe(201);
      expect(placed.body.data).toMatchObject({
        paymentMethod: 'apple-pay',
        card: { cardType: 'visa', last4: '0224' },
      });
      const declined = await submitOrder(api(), {
        ...checkoutBody([{ productId: snack.id, quantity: 1 }]),
        paymentInfo: { method: 'apple-pay', token: token('SANDBOX_DECLINE_INSUFFICIENT_FUNDS') },
      });
      expect(declined.status).toBe(402);
    });
  });
});
