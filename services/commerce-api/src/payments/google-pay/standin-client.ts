import { SHEET_RESULT } from './standin';

/**
 * The stand-in Google Pay JS client (what `https://pay.google.com/gp/p/js/pay.js` is in
 * production), as the API serves it: `google.payments.api.PaymentsClient` with
 * `isReadyToPay` and `loadPaymentData` in the shape of the Google Pay API (version 2).
 * `loadPaymentData` opens the stand-in's payment sheet, a page of the API in a modal frame
 * over the shop, where the shopper picks one of the sandbox's test cards; it answers the
 * PaymentData with the sandbox processor's token in `tokenizationData` (type
 * PAYMENT_GATEWAY), or fails as Google Pay does: `{ statusCode: 'CANCELED' }` when the shopper
 * closes the sheet, `{ statusCode: 'DEVELOPER_ERROR', statusMessage }` for a request it cannot
 * serve. The sheet's answer is read only from the sheet's origin and frame.
 */
export function standInClientScript(config: { sheetUrl: string }): string {
  const settings = JSON.stringify({
    sheetUrl: config.sheetUrl,
    sheetOrigin: new URL(config.sheetUrl).origin,
    result: SHEET_RESULT,
  }).replace(/</g, '\\u003c');
  return `/* Stand-in Google Pay client of the Snack Shop API (development and tests only). */
(() => {
  'use strict';
  const config = ${settings};
  const google = (window.google = window.google || {});
  google.payments = google.payments || {};
  if (google.payments.api && google.payments.api.PaymentsClient) return;

  const developerError = (statusMessage) => ({ statusCode: 'DEVELOPER_ERROR', statusMessage });

  /** The request's CARD payment method, or why the request cannot be served. */
  function cardMethod(request) {
    if (!request || request.apiVersion !== 2) return { error: 'apiVersion must be 2.' };
    const methods = Array.isArray(request.allowedPaymentMethods) ? request.allowedPaymentMethods : [];
    const card = methods.find((method) => method && method.type === 'CARD');
    return card ? { card } : { error: 'allowedPaymentMethods must include a CARD method.' };
  }

  /** The sheet's address for a checked request: what it shows and whom it answers. */
  function sheetUrl(request, card) {
    const spec = card.tokenizationSpecification || {};
    const parameters = spec.parameters || {};
    const info = request.transactionInfo || {};
    if (spec.type !== 'PAYMENT_GATEWAY') return { error: 'tokenizationSpecification.type must be PAYMENT_GATEWAY.' };
    if (info.totalPriceStatus !== 'FINAL' || typeof info.totalPrice !== 'string' || typeof info.currencyCode !== 'string') {
      return { error: 'transactionInfo needs a FINAL totalPrice and a currencyCode.' };
    }
    const pageLanguage = document.documentElement.lang || navigator.language || 'en';
    const url = new URL(config.sheetUrl);
    url.searchParams.set('origin', window.location.origin);
    url.searchParams.set('lang', pageLanguage.toLowerCase().startsWith('es') ? 'es-us' : 'en-us');
    url.searchParams.set('total', info.totalPrice);
    url.searchParams.set('currency', info.currencyCode);
    url.searchParams.set('merchant', (request.merchantInfo && request.merchantInfo.merchantName) || '');
    url.searchParams.set('gateway', String(parameters.gateway || ''));
    url.searchParams.set('gatewayMerchantId', String(parameters.gatewayMerchantId || ''));
    return { url };
  }

  let sheetOpen = false;

  /** Shows the sheet in a modal dialog; \`answer\` gets the sheet's result once, then it closes. */
  function showSheet(url, answer) {
    const before = document.activeElement;
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-label', 'Google Pay');
    dialog.dataset.googlePaySheet = '';
    Object.assign(dialog.style, { padding: '0', border: '0', borderRadius: '8px', width: 'min(420px, 94vw)', maxHeight: '90vh' });
    const frame = document.createElement('iframe');
    frame.title = 'Google Pay';
    frame.src = url.href;
    Object.assign(frame.style, { display: 'block', width: '100%', height: 'min(640px, 86vh)', border: '0' });
    dialog.appendChild(frame);
    const finish = (result) => {
      window.removeEventListener('message', onMessage);
      dialog.close();
      dialog.remove();
      sheetOpen = false;
      if (before && typeof before.focus === 'function') before.focus();
      answer(result);
    };
    const onMessage = (event) => {
      if (event.origin !== config.sheetOrigin || event.source !== frame.contentWindow) return;
      const data = event.data;
      if (!data || data.type !== config.result) return;
      finish(data);
    };
    window.addEventListener('message', onMessage);
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish({ status: 'cancelled' });
    });
    document.body.appendChild(dialog);
    dialog.showModal();
    sheetOpen = true;
  }

  class PaymentsClient {
    constructor(options) {
      const environment = (options && options.environment) || 'TEST';
      if (environment !== 'TEST' && environment !== 'PRODUCTION') throw developerError('Unknown environment.');
      this.environment = environment;
    }

    isReadyToPay(request) {
      const found = cardMethod(request);
      return found.error ? Promise.reject(developerError(found.error)) : Promise.resolve({ result: true });
    }

    prefetchPaymentData() {}

    loadPaymentData(request) {
      return new Promise((resolve, reject) => {
        const found = cardMethod(request);
        const sheet = found.error ? found : sheetUrl(request, found.card);
        if (sheet.error) return reject(developerError(sheet.error));
        if (sheetOpen) return reject(developerError('A payment sheet is already open.'));
        showSheet(sheet.url, (result) => {
          if (result.status === 'ok' && result.paymentData) resolve(result.paymentData);
          else if (result.status === 'error') reject(developerError(String(result.statusMessage || '')));
          else reject({ statusCode: 'CANCELED' });
        });
      });
    }
  }

  google.payments.api = { PaymentsClient };
})();
`;
}
