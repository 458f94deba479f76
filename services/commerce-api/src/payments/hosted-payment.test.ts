import { beforeAll, expect, it } from 'vitest';
import { SANDBOX_PATHS } from './sandbox/sandbox-provider';
import { signedInCustomer } from '../../test/account-fixtures';
import {
  STOREFRONT,
  cardToken,
  checkoutBody,
  refusedOrder,
  savedCardContext,
  submitOrder,
} from '../../test/checkout-fixtures';
import { describeApi, type TestApi } from '../../test/harness';
import { anotherSession, fullSizeSnacks } from '../../test/pricing-fixtures';

/** The storefront page the hosted payment page comes back to. */
const RETURN = `${STOREFRONT}/checkout/card/return?step=payment`;

/** How far the app's clock is ahead of the real one (moved to expire a context). */
let clockAhead = 0;

/** A card form as a shopper fills it in; override any input. */
const cardForm = (overrides: Record<string, string> = {}) => ({
  name: "Robin O'Hara",
  number: '4111 1111 1111 1111',
  expiry: `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`,
  cvv: '123',
  ...overrides,
});

describeApi(
  'hosted payment page',
  (api) => {
    let snacks: number[] = [];
    beforeAll(async () => {
      snacks = await fullSizeSnacks(api().database.db);
    });

    const order = (as: TestApi, transientToken: string) =>
      submitOrder(
        as,
        checkoutBody([{ productId: snacks[0]!, quantity: 1 }], {
          paymentInfo: { method: 'card', transientToken },
        }),
      );

    /** capturecontext from the storefront page, in `lang`: its hosted payment page URL. */
    async function hostedPaymentUrl(as: TestApi = api(), lang: 'en-us' | 'es-us' = 'en-us') {
      const answer = await as.call('captureContext', { body: { targetOrigin: STOREFRONT, lang } });
      expect(answer.status).toBe(200);
      const url = new URL(answer.body.data.hostedPaymentUrl!, api().baseUrl);
      url.searchParams.set('return', RETURN);
      return url;
    }

    /** The form the page shows, as the browser posts it: its hidden inputs and `inputs`. */
    async function submit(page: URL | string, inputs: Record<string, string>) {
      const html = await (await fetch(page)).text();
      const hidden = Object.fromEntries(
        [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [
          m[1]!,
          m[2]!.replace(/&amp;/g, '&'),
        ]),
      );
      return fetch(`${api().baseUrl}${SANDBOX_PATHS.hostedPayment}`, {
        method: 'POST',
        body: new URLSearchParams({ ...hidden, ...inputs }),
        redirect: 'manual',
      });
    }

    it('renders the card form without script, in English and Spanish', async () => {
      const url = await hostedPaymentUrl();
      expect(url.pathname).toBe(SANDBOX_PATHS.hostedPayment);
      const page = await fetch(url);
      expect(page.status).toBe(200);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`form-action 'self' ${STOREFRONT}`);
      expect(csp).toContain("frame-ancestors 'none'");
      const html = await page.text();
      expect(html).not.toContain('<script');
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<label for="name">Name on card</label>');
      expect(html).toContain('<label for="number">Card number</label>');
      expect(html).toContain('<label for="expiry">Expiration date (MM/YY)</label>');
      expect(html).toContain('<label for="cvv">Security code (CVV)</label>');
      expect(html).toMatch(/<input id="number" name="number"[^>]*aria-describedby="number-error"/);
      expect(html).toContain('<button type="submit">Continue</button>');
      expect(html).toContain('Cancel and return to the shop</a>');

      const spanish = await (await fetch(await hostedPaymentUrl(api(), 'es-us'))).text();
      expect(spanish).toContain('<html lang="es">');
      expect(spanish).toContain('<label for="name">Nombre en la tarjeta</label>');
      expect(spanish).toContain('<label for="number">Número de tarjeta</label>');
      expect(spanish).toContain('placeholder="MM/AA"');
      expect(spanish).toContain('<button type="submit">Continuar</button>');
      expect(spanish).toContain('Cancelar y volver a la tienda</a>');
      expect(spanish).not.toContain('Card number');
    });

    it('returns a token that pays one order, with the card shown as the hosted fields show it', async () => {
      const answer = await submit(await hostedPaymentUrl(), cardForm());
      expect(answer.status).toBe(303);
      const back = new URL(answer.headers.get('location')!);
      expect(back.origin + back.pathname).toBe(`${STOREFRONT}/checkout/card/return`);
      expect(back.searchParams.get('step')).toBe('payment');
      expect(back.searchParams.get('cardType')).toBe('visa');
      expect(back.searchParams.get('cardNumberMask')).toBe('XXXXXXXXXXXX1111');
      expect(back.searchParams.get('nameOnCard')).toBe("Robin O'Hara");
      const token = back.searchParams.get('transientToken')!;
      expect(token).toMatch(/^tt_/);

      const paid = await order(api(), token);
      expect(paid.status).toBe(201);
      expect(paid.body.data).toMatchObject({ paymentMethod: 'card', status: 'paid' });
      const again = await order(api(), token);
      expect(again.status).toBe(402);
      expect(again.body.message).toBe(
        'These card details have already paid for an order. Enter them again to pay.',
      );
    });

    it('keeps the test cards’ answers and binds the token to the session of the context', async () => {
      const answer = await submit(
        await hostedPaymentUrl(),
        cardForm({ number: '4000000000009995' }),
      );
      const declineCard = new URL(answer.headers.get('location')!).searchParams;
      const declined = await refusedOrder(
        api(),
        checkoutBody([{ productId: snacks[0]!, quantity: 1 }], {
          paymentInfo: { method: 'card', transientToken: declineCard.get('transientToken')! },
        }),
      );
      expect(declined.status).toBe(402);
      expect(declined.body.code).toBe('PAYMENT_DECLINED');

      const good = await submit(await hostedPaymentUrl(), cardForm());
      const token = new URL(good.headers.get('location')!).searchParams.get('transientToken')!;
      const stranger = await submitOrder(
        api(),
        checkoutBody([{ productId: snacks[0]!, quantity: 1 }], {
          paymentInfo: { method: 'card', transientToken: token },
        }),
        { headers: await anotherSession(api()) },
      );
      expect(stranger.status).toBe(402);
      expect((await order(api(), token)).status).toBe(201);
    });

    it('shows the hosted fields’ messages at their inputs and keeps only the safe values', async () => {
      const answer = await submit(await hostedPaymentUrl(), {
        name: '',
        number: '4111111111111112',
        expiry: '13/30',
        cvv: '12',
      });
      expect(answer.status).toBe(400);
      const html = await answer.text();
      expect(html).toContain('<title>Error: Pay by card</title>');
      expect(html).toContain('<p id="name-error" class="error">Name is required.</p>');
      expect(html).toContain('<p id="number-error" class="error">Enter a valid card number.</p>');
      expect(html).toContain(
        '<p id="expiry-error" class="error">Enter a valid expiration date.</p>',
      );
      expect(html).toContain(
        '<p id="cvv-error" class="error">Enter the security code on the card.</p>',
      );
      expect(html).toMatch(/<input id="number"[^>]*aria-invalid="true"/);
      expect(html).toContain('<li><a href="#number">Enter a valid card number.</a></li>');
      expect(html).toContain('value="13/30"');
      expect(html).not.toContain('4111111111111112');

      // A number of no accepted brand, and (from tokenise) an expired card, in Spanish.
      const spanish = await submit(
        await hostedPaymentUrl(api(), 'es-us'),
        cardForm({ name: 'Ana Pérez', number: '1234567812345670', expiry: '01/20', cvv: '999' }),
      );
      const spanishHtml = await spanish.text();
      expect(spanishHtml).toContain('Aceptamos Visa, Mastercard, American Express y Discover.');
      expect(spanishHtml).toContain('value="Ana Pérez"');
      expect(spanishHtml).not.toContain('999');
      const expired = await submit(
        await hostedPaymentUrl(api(), 'es-us'),
        cardForm({ expiry: '01/20' }),
      );
      expect(expired.status).toBe(400);
      expect(await expired.text()).toContain(
        '<p id="expiry-error" class="error">La tarjeta está vencida.</p>',
      );
    });

    it('refuses a return URL on another origin, and sends nobody there', async () => {
      for (const elsewhere of [
        'https://evil.example/checkout',
        'http://localhost:3001/checkout',
        'javascript:alert(1)',
        '//evil.example/',
      ]) {
        const url = await hostedPaymentUrl();
        url.searchParams.set('return', elsewhere);
        const page = await fetch(url, { redirect: 'manual' });
        expect(page.status).toBe(400);
        const html = await page.text();
        expect(html).toContain(
          `The return URL (return) must be a page of the shop that opened this payment: ${STOREFRONT}.`,
        );
        expect(html).not.toContain('<form');
      }
      const url = await hostedPaymentUrl();
      const posted = await submit(url, cardForm());
      expect(posted.status).toBe(303);
      const html = await (await fetch(url)).text();
      const context = /name="context" value="([^"]+)"/.exec(html)![1]!;
      const tampered = await fetch(`${api().baseUrl}${SANDBOX_PATHS.hostedPayment}`, {
        method: 'POST',
        body: new URLSearchParams({ ...cardForm(), context, return: 'https://evil.example/' }),
        redirect: 'manual',
      });
      expect(tampered.status).toBe(400);
      expect(tampered.headers.get('location')).toBeNull();
    });

    it('refuses an expired, forged or missing context with a page that says so', async () => {
      const url = await hostedPaymentUrl(api(), 'es-us');
      const forged = new URL(url);
      forged.searchParams.set('context', `${url.searchParams.get('context')}x`);
      const forgedPage = await fetch(forged);
      expect(forgedPage.status).toBe(410);
      expect(await forgedPage.text()).toContain(
        'El formulario de pago caducó. Vuelva a cargarlo para continuar.',
      );
      const missing = new URL(url);
      missing.searchParams.delete('context');
      expect((await fetch(missing)).status).toBe(400);

      clockAhead = 16 * 60_000;
      try {
        const expired = await fetch(url);
        expect(expired.status).toBe(410);
        const html = await expired.text();
        expect(html).toContain('El formulario de pago caducó. Vuelva a cargarlo para continuar.');
        expect(html).not.toContain('<form');
      } finally {
        clockAhead = 0;
      }
    });

    it('cancels back to the return page with cancelled=1', async () => {
      const html = await (await fetch(await hostedPaymentUrl())).text();
      const cancel = /<a href="([^"]+)">Cancel and return to the shop<\/a>/.exec(html)![1]!;
      const back = new URL(cancel.replace(/&amp;/g, '&'));
      expect(back.origin + back.pathname).toBe(`${STOREFRONT}/checkout/card/return`);
      expect(back.searchParams.get('cancelled')).toBe('1');
      expect(back.searchParams.get('step')).toBe('payment');
      expect(back.searchParams.has('transientToken')).toBe(false);
    });

    it('asks a saved card for its security code only, and the code pays with that card', async () => {
      const me = await signedInCustomer(api());
      const saved = await submitOrder(
        me.api,
        checkoutBody([{ productId: snacks[0]!, quantity: 1 }], {
          paymentInfo: {
            method: 'card',
            transientToken: await cardToken(me.api, '4242424242424242'),
            saveNewCard: true,
          },
        }),
      );
      expect(saved.status).toBe(201);
      const card = (await me.api.call('getCustomer')).body.data.savedCards[0]!;
      const context = await savedCardContext(me.api, card.id);
      const url = new URL(context.body.data.hostedPaymentUrl!, api().baseUrl);
      url.searchParams.set('return', RETURN);
      const html = await (await fetch(url)).text();
      expect(html).toContain('<label for="cvv">Security code (CVV)</label>');
      expect(html).toContain(
        '<p id="cvv-hint" class="hint">The 3 digits on the back of the card.</p>',
      );
      expect(html).not.toContain('id="number"');
      expect(html).not.toContain('id="name"');

      const short = await submit(url, { cvv: '12' });
      expect(short.status).toBe(400);
      expect(await short.text()).toContain(
        '<p id="cvv-error" class="error">Enter the security code on the card.</p>',
      );
      const answer = await submit(url, { cvv: '123' });
      expect(answer.status).toBe(303);
      const cvvToken = new URL(answer.headers.get('location')!).searchParams.get('cvvToken')!;
      const paid = await submitOrder(
        me.api,
        checkoutBody([{ productId: snacks[0]!, quantity: 1 }], {
          paymentInfo: { method: 'saved-card', savedCardId: card.id, cvvToken },
        }),
      );
      expect(paid.status).toBe(201);
    });

    it('limits the attempts of one payment context', async () => {
      const url = await hostedPaymentUrl();
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect((await submit(url, cardForm({ cvv: '1' }))).status).toBe(400);
      }
      const refused = await submit(url, cardForm());
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.text()).toContain(
        'Too many attempts. Please wait a few minutes and try again.',
      );
      // Another payment context is counted afresh.
      expect((await submit(await hostedPaymentUrl(), cardForm())).status).toBe(303);
    });
  },
  { app: { now: () => new Date(Date.now() + clockAhead) } },
);
