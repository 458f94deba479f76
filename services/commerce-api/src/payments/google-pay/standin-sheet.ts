import type { Language } from '@snackshop/commerce-core/language';
import { framedPage, scriptConfig } from '../framed-page';
import { escapeHtml } from '../../http/html';
import { SHEET_RESULT, standInCards } from './standin';

const texts = {
  'en-us': {
    title: 'Google Pay (stand-in)',
    pay: (amount: string, merchant: string) => `Pay ${amount} to ${merchant}`,
    note: "A stand-in for Google Pay on a development machine: choose one of the payment processor's test cards. No real money moves.",
    choose: 'Choose a card',
    cancel: 'Cancel',
    returning: 'Returning to the shop…',
    refused: 'This payment sheet cannot be shown.',
  },
  'es-us': {
    title: 'Google Pay (sustituto)',
    pay: (amount: string, merchant: string) => `Pagar ${amount} a ${merchant}`,
    note: 'Un sustituto de Google Pay en una máquina de desarrollo: elija una de las tarjetas de prueba del procesador de pagos. No se mueve dinero real.',
    choose: 'Elija una tarjeta',
    cancel: 'Cancelar',
    returning: 'Volviendo a la tienda…',
    refused: 'Esta hoja de pago no se puede mostrar.',
  },
} as const;

const STYLE = `body { font: 16px/1.4 system-ui, sans-serif; margin: 0; padding: 1rem 1.25rem; color: #1a1a1a; background: #fff; }
  h1 { font-size: 1.25rem; margin: 0 0 0.5rem; }
  .hint { color: #4a4a4a; font-size: 14px; }
  fieldset { border: 0; padding: 0; margin: 1rem 0; }
  legend { font-weight: 600; margin-bottom: 0.5rem; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.5rem; }
  button { font: inherit; width: 100%; text-align: left; padding: 0.6rem 0.8rem; border: 1px solid #6b6b6b; border-radius: 6px; background: #fff; color: #1a1a1a; cursor: pointer; }
  button:focus-visible { outline: 3px solid #1f5fbf; outline-offset: 2px; }
  button.cancel { text-align: center; }`;

/** A page with the shared style. */
const page = (input: Omit<Parameters<typeof framedPage>[0], 'style'>) =>
  framedPage({ ...input, style: STYLE });

/** The script that hands the sheet's answer to the page that opened it (the shop). */
const postScript = (config: string) => `(() => {
  const config = ${config};
  const post = (message) => window.parent.postMessage({ type: '${SHEET_RESULT}', ...message }, config.origin);
  if (config.answer) { post(config.answer); return; }
  document.addEventListener('keydown', (event) => { if (event.key === 'Escape') post({ status: 'cancelled' }); });
  const first = document.querySelector('button[name="card"]');
  if (first) first.focus();
})();`;

/**
 * The payment sheet: the total, the merchant and the wallet's cards (the sandbox's test
 * cards, each with what it does), or Cancel. A request the stand-in cannot serve (another
 * gateway) answers the shop at once with a developer error.
 */
export function sheetPage(input: {
  nonce: string;
  lang: Language;
  origin: string;
  amount: string;
  merchant: string;
  action: string;
  /** Why the request cannot be served, answered to the shop at once. */
  error?: string;
}): string {
  const t = texts[input.lang];
  const answer = input.error ? { status: 'error', statusMessage: input.error } : null;
  const script = postScript(scriptConfig({ origin: input.origin, answer }));
  if (input.error) {
    const body = `<h1>${escapeHtml(t.title)}</h1><p role="alert">${escapeHtml(input.error)}</p>`;
    return page({ ...input, title: t.title, body, script });
  }
  const cards = standInCards(input.lang)
    .map(
      (card) =>
        `<li><button type="submit" name="card" value="${card.number}">${escapeHtml(card.label)}` +
        `<br><span class="hint">${escapeHtml(card.note)}</span></button></li>`,
    )
    .join('');
  const body = `<main>
<h1>${escapeHtml(t.title)}</h1>
<p><strong>${escapeHtml(t.pay(input.amount, input.merchant))}</strong></p>
<p class="hint">${escapeHtml(t.note)}</p>
<form method="post" action="${escapeHtml(input.action)}">
  <input type="hidden" name="origin" value="${escapeHtml(input.origin)}">
  <input type="hidden" name="lang" value="${input.lang}">
  <fieldset><legend>${escapeHtml(t.choose)}</legend><ul>${cards}</ul></fieldset>
  <button type="submit" name="card" value="" class="cancel">${escapeHtml(t.cancel)}</button>
</form>
</main>`;
  return page({ ...input, title: t.title, body, script });
}

/** The sheet's answer, posted to the shop: the PaymentData, or that the shopper cancelled. */
export function sheetAnswerPage(input: {
  nonce: string;
  lang: Language;
  origin: string;
  answer: { status: 'ok'; paymentData: unknown } | { status: 'cancelled' };
}): string {
  const t = texts[input.lang];
  const script = postScript(scriptConfig({ origin: input.origin, answer: input.answer }));
  return page({
    ...input,
    title: t.title,
    body: `<p role="status">${escapeHtml(t.returning)}</p>`,
    script,
  });
}

/** The page answering a sheet opened for no storefront origin: it answers no one. */
export function refusedSheetPage(input: { nonce: string; lang: Language }): string {
  const t = texts[input.lang];
  return page({
    ...input,
    title: t.title,
    body: `<h1>${escapeHtml(t.title)}</h1><p role="alert">${escapeHtml(t.refused)}</p>`,
    script: '',
  });
}
