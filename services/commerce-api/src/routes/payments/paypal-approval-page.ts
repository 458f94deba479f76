import { centsToDollars, formatPrice } from '@snackshop/commerce-core/cart';
import type { Language } from '@snackshop/commerce-core/catalogue';
import type { PayPalSession } from '../../payments/provider';
import { escapeHtml } from './html';

const texts = {
  'en-us': {
    title: 'Sandbox PayPal: approve the payment',
    heading: 'Approve your payment',
    note: 'This is the sandbox payment page. No real money moves.',
    total: 'Total',
    approve: 'Approve and continue',
    cancel: 'Cancel and return to the shop',
    closed: 'This payment is no longer waiting for approval.',
  },
  'es-us': {
    title: 'PayPal de prueba: aprobar el pago',
    heading: 'Apruebe su pago',
    note: 'Esta es la página de pago de prueba. No se mueve dinero real.',
    total: 'Total',
    approve: 'Aprobar y continuar',
    cancel: 'Cancelar y volver a la tienda',
    closed: 'Este pago ya no está pendiente de aprobación.',
  },
} as const;

/** The sandbox's stand-in for PayPal's approval page: the payer approves or cancels. */
export function payPalApprovalPage(input: {
  nonce: string;
  lang: Language;
  session: PayPalSession | null;
  action: string;
}): string {
  const t = texts[input.lang];
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
  <button type="submit" name="decision" value="approve">${t.approve}</button>
  <button type="submit" name="decision" value="cancel" class="secondary">${t.cancel}</button>
</form>`
      : `<p role="alert">${t.closed}</p>`;
  return `<!doctype html>
<html lang="${input.lang === 'es-us' ? 'es' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style nonce="${input.nonce}">
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  button { font: inherit; padding: 0.75rem 1rem; margin: 0.5rem 0.5rem 0 0; border-radius: 4px; border: 2px solid #003087; background: #003087; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #003087; }
  button:focus-visible { outline: 3px solid #1f5fbf; outline-offset: 2px; }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
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
