import { centsToDollars, formatPrice } from '@snackshop/commerce-core/cart';
import { htmlLang, type Language } from '@snackshop/commerce-core/language';
import type { PayPalSession } from './provider';
import { escapeHtml } from '../http/html';

/** The words of the sandbox's PayPal pages; the hosted payment page shares its note and cancel. */
export const APPROVAL_TEXTS = {
  'en-us': {
    title: 'Sandbox PayPal: approve the payment',
    heading: 'Approve your payment',
    note: 'This is the sandbox payment page. No real money moves.',
    total: 'Total',
    approve: 'Approve and continue',
    cancel: 'Cancel and return to the shop',
    closed: 'This payment is no longer waiting for approval.',
    returnTitle: 'Returning to the shop',
    approved: 'Payment approved. You can close this window and return to the shop.',
    cancelled: 'Payment cancelled. You can close this window and return to the shop.',
    back: 'Return to the shop',
  },
  'es-us': {
    title: 'PayPal de prueba: aprobar el pago',
    heading: 'Apruebe su pago',
    note: 'Esta es la página de pago de prueba. No se mueve dinero real.',
    total: 'Total',
    approve: 'Aprobar y continuar',
    cancel: 'Cancelar y volver a la tienda',
    closed: 'Este pago ya no está pendiente de aprobación.',
    returnTitle: 'Volviendo a la tienda',
    approved: 'Pago aprobado. Puede cerrar esta ventana y volver a la tienda.',
    cancelled: 'Pago cancelado. Puede cerrar esta ventana y volver a la tienda.',
    back: 'Volver a la tienda',
  },
} as const;

/** How the approval page was opened: in a pop-up over the checkout, or as a full page. */
export type ApprovalDisplay = 'popup' | 'page';

const STYLE = `body { font: 16px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  button { font: inherit; padding: 0.75rem 1rem; margin: 0.5rem 0.5rem 0 0; border-radius: 4px; border: 2px solid #003087; background: #003087; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #003087; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1f5fbf; outline-offset: 2px; }
  a { color: #003087; }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }`;

/** The sandbox's stand-in for PayPal's approval page: the payer approves or cancels. */
export function payPalApprovalPage(input: {
  nonce: string;
  lang: Language;
  session: PayPalSession | null;
  action: string;
  display?: ApprovalDisplay;
}): string {
  const t = APPROVAL_TEXTS[input.lang];
  const { session } = input;
  const waiting = session?.status === 'created';
  const lines = (session?.lineItems ?? [])
    .map(
      (line) =>
        `<li>${escapeHtml(line.title)} × ${line.quantity} — ${escapeHtml(formatPrice(line.amountCents, input.lang))}</li>`,
    )
    .join('');
  const content =
    session && waiting
      ? `<ul>${lines}</ul>
<p><strong>${t.total}: ${escapeHtml(formatPrice(session.amountCents, input.lang))}</strong> <span class="sr">(${centsToDollars(session.amountCents).toFixed(2)} USD)</span></p>
<form method="post" action="${escapeHtml(input.action)}">
  <input type="hidden" name="token" value="${escapeHtml(session.paymentId)}">
  <input type="hidden" name="lang" value="${input.lang}">
  <input type="hidden" name="display" value="${input.display ?? 'page'}">
  <button type="submit" name="decision" value="approve">${t.approve}</button>
  <button type="submit" name="decision" value="cancel" class="secondary">${t.cancel}</button>
</form>`
      : `<p role="alert">${t.closed}</p>`;
  return `<!doctype html>
<html lang="${htmlLang(input.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style nonce="${input.nonce}">
  ${STYLE}
</style>
</head>
<body>
<main>
<h1>${t.heading}</h1>
<p>${t.note}</p>
${content}
</main>
</body>
</html>`;
}

/** The message the pop-up posts to the checkout that opened it. */
const PAYPAL_RESULT_MESSAGE = 'snackshop:paypal:result';

/**
 * What the approval pop-up shows after the payer's decision: it tells the checkout that
 * opened it (`postMessage` to the return page's origin, a storefront origin checked when the
 * session was made) and closes. Without an opener (the pop-up was detached) it goes on to the
 * return or cancel page, like the full-page flow.
 */
export function payPalPopupReturnPage(input: {
  nonce: string;
  lang: Language;
  session: PayPalSession;
  /** The storefront page the full-page flow would redirect to. */
  next: string;
}): string {
  const t = APPROVAL_TEXTS[input.lang];
  const approved = input.session.status === 'approved';
  const script = JSON.stringify({
    message: {
      type: PAYPAL_RESULT_MESSAGE,
      paymentId: input.session.paymentId,
      payerId: approved ? input.session.payerId : null,
      status: input.session.status,
    },
    targetOrigin: new URL(input.next).origin,
    next: input.next,
  }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${htmlLang(input.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.returnTitle}</title>
<style nonce="${input.nonce}">
  ${STYLE}
</style>
</head>
<body>
<main>
<h1>${t.returnTitle}</h1>
<p role="status">${approved ? t.approved : t.cancelled}</p>
<p><a href="${escapeHtml(input.next)}">${t.back}</a></p>
</main>
<script nonce="${input.nonce}">
(() => {
  const config = ${script};
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(config.message, config.targetOrigin);
    window.close();
  } else {
    window.location.replace(config.next);
  }
})();
</script>
</body>
</html>`;
}
