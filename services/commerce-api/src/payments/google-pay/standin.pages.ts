import { GOOGLE_PAY_GATEWAY } from '@snackshop/commerce-core/constants';
import { toLanguage, DEFAULT_LANGUAGE, type Language } from '@snackshop/commerce-core/language';
import type { Hono } from 'hono';
import { cspNonce, pageHeaders } from '../../http/html';
import type { AppEnv } from '../../http/route';
import type { PaymentDeps } from '../deps';
import { standInClientScript } from './standin-client';
import { refusedSheetPage, sheetAnswerPage, sheetPage } from './standin-sheet';
import { standInCards, type GooglePayStandIn } from './standin';

const langOf = (value: unknown): Language => toLanguage(value) ?? DEFAULT_LANGUAGE;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A total as the Google Pay request gives it (`"12.34"`), shown in the shopper's language. */
function shownAmount(total: string, currency: string, lang: Language): string | null {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(total) || !/^[A-Z]{3}$/.test(currency)) return null;
  return new Intl.NumberFormat(lang, { style: 'currency', currency }).format(Number(total));
}

/**
 * The stand-in Google Pay client under /dev/google-pay (outside production only): its script,
 * which a storefront loads as it would Google's pay.js, and its payment sheet, framed by the
 * storefront origin that opened it and answering that origin alone by `postMessage`. A card
 * chosen there becomes a test-mode token of the payment processor, which submittedorder then
 * authorises like any Google Pay token.
 */
export function registerGooglePayStandInPages(
  app: Hono<AppEnv>,
  deps: PaymentDeps,
  standIn: GooglePayStandIn,
) {
  const { storefrontOrigins, payments } = deps.checkout;
  const ownOrigin = (url: string) => deps.publicUrl || new URL(url).origin;
  const storefront = (value: unknown) => {
    const origin = text(value);
    return storefrontOrigins.includes(origin) ? origin : null;
  };

  app.get(standIn.clientPath, (c) =>
    c.body(standInClientScript({ sheetUrl: `${ownOrigin(c.req.url)}${standIn.sheetPath}` }), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    }),
  );

  app.get(standIn.sheetPath, (c) => {
    const nonce = cspNonce();
    const lang = langOf(c.req.query('lang'));
    const origin = storefront(c.req.query('origin'));
    if (!origin) {
      const headers = pageHeaders({ nonce, frameAncestors: [] });
      return c.body(refusedSheetPage({ nonce, lang }), 400, headers);
    }
    const amount = shownAmount(text(c.req.query('total')), text(c.req.query('currency')), lang);
    const gateway = c.req.query('gateway');
    const merchantId = c.req.query('gatewayMerchantId');
    let error: string | undefined;
    if (
      gateway !== GOOGLE_PAY_GATEWAY.gateway ||
      merchantId !== GOOGLE_PAY_GATEWAY.gatewayMerchantId
    ) {
      error = `The stand-in issues tokens for gateway ${GOOGLE_PAY_GATEWAY.gateway}, merchant ${GOOGLE_PAY_GATEWAY.gatewayMerchantId} only.`;
    } else if (!amount) {
      error =
        'transactionInfo.totalPrice must be an amount such as 12.34 in a currency such as USD.';
    }
    const html = sheetPage({
      nonce,
      lang,
      origin,
      amount: amount ?? '',
      merchant: text(c.req.query('merchant')).slice(0, 64) || 'Snack Shop',
      action: `${deps.publicUrl}${standIn.sheetPath}`,
      ...(error ? { error } : {}),
    });
    const headers = pageHeaders({ nonce, frameAncestors: [origin], formAction: ["'self'"] });
    return c.body(html, 200, headers);
  });

  app.post(standIn.sheetPath, async (c) => {
    const nonce = cspNonce();
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const lang = langOf(form.lang);
    const origin = storefront(form.origin);
    if (!origin) {
      const headers = pageHeaders({ nonce, frameAncestors: [] });
      return c.body(refusedSheetPage({ nonce, lang }), 400, headers);
    }
    const headers = pageHeaders({ nonce, frameAncestors: [origin] });
    const card = standInCards(lang).find((candidate) => candidate.number === text(form.card));
    const token = card ? await payments.googlePay.testToken({ cardNumber: card.number }) : null;
    const answer = token
      ? {
          status: 'ok' as const,
          paymentData: {
            apiVersion: 2,
            apiVersionMinor: 0,
            paymentMethodData: {
              type: 'CARD',
              description: card!.label,
              info: { cardNetwork: token.cardNetwork, cardDetails: token.cardDetails },
              tokenizationData: { type: 'PAYMENT_GATEWAY', token: token.token },
            },
          },
        }
      : { status: 'cancelled' as const };
    return c.body(sheetAnswerPage({ nonce, lang, origin, answer }), 200, headers);
  });
}
