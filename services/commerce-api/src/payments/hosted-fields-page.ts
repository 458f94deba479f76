import type { Language } from '@snackshop/commerce-core/language';
import { framedPage, scriptConfig } from './framed-page';
import { cardFieldMessage } from './messages';
import type { CardBrand } from './provider';
import { securityCodeLength } from './sandbox/test-cards';
import { escapeHtml } from '../http/html';

/** The words of the hosted card fields, also those of the hosted payment page. */
export const CARD_FIELD_TEXTS = {
  'en-us': {
    title: 'Card details',
    number: 'Card number',
    expiry: 'Expiration date (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvv: 'Security code (CVV)',
    cvvTitle: 'Security code',
    cvvBack: (digits: number) => `The ${digits} digits on the back of the card.`,
    cvvFront: (digits: number) => `The ${digits} digits on the front of the card.`,
    expired: cardFieldMessage('contextExpired', 'en-us'),
  },
  'es-us': {
    title: 'Datos de la tarjeta',
    number: 'Número de tarjeta',
    expiry: 'Fecha de vencimiento (MM/AA)',
    expiryPlaceholder: 'MM/AA',
    cvv: 'Código de seguridad (CVV)',
    cvvTitle: 'Código de seguridad',
    cvvBack: (digits: number) => `Los ${digits} dígitos del reverso de la tarjeta.`,
    cvvFront: (digits: number) => `Los ${digits} dígitos del frente de la tarjeta.`,
    expired: cardFieldMessage('contextExpired', 'es-us'),
  },
} as const;

/*
 * The fields fill the frame's width, whatever the storefront's column gives them: expiry and
 * security code sit side by side when both fit at 14rem, else one under the other (a phone,
 * a narrow column), so no label is squeezed into a column narrower than its words; side by
 * side, their inputs line up even when one label takes two lines. The frame's height
 * follows the form (RESIZE_SCRIPT).
 */
const STYLE = `
  html { -webkit-text-size-adjust: 100%; }
  body { margin: 0; font: 16px/1.4 system-ui, sans-serif; color: #1a1a1a; background: #fff; overflow-wrap: break-word; }
  form { display: grid; gap: 12px; padding: 4px; }
  .row { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); align-items: end; gap: 12px; }
  .field { min-width: 0; }
  label { display: block; font-weight: 600; margin-bottom: 4px; }
  input { box-sizing: border-box; width: 100%; min-width: 0; padding: 10px; font: inherit; border: 1px solid #6b6b6b; border-radius: 4px; }
  input:focus { outline: 3px solid #1f5fbf; outline-offset: 1px; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  .hint { color: #4a4a4a; margin: 0 0 4px; font-size: 14px; }
  .cvv-only input { max-width: 8em; }
  .error { color: #b3261e; margin: 4px 0 0; min-height: 1.2em; font-size: 14px; }`;

/**
 * Tells the parent the height of the page's content, at once and whenever it changes (the
 * frame narrowed and the fields stacked, an error appeared), so that the frame is as tall as
 * its form: `{ type: 'snackshop:card:resize', height }`. Runs after `config` and `post`.
 */
const RESIZE_SCRIPT = `
  let height = 0;
  const resize = () => { const next = Math.ceil(document.documentElement.getBoundingClientRect().height); if (next !== height) { height = next; post({ type: 'snackshop:card:resize', height }); } };
  new ResizeObserver(resize).observe(document.documentElement);
  resize();`;

/** A page with the shared style. */
const page = (input: Omit<Parameters<typeof framedPage>[0], 'style'>) =>
  framedPage({ ...input, style: STYLE });

/**
 * The security-code mode of the hosted fields, for paying with a saved card: one field, the
 * code's length by the card's brand, posted only to the security-code tokenise call; the
 * parent receives `{ type: 'snackshop:card:cvv-token', cvvToken, expiresAt }`. The same
 * `tokenize` and `context` messages as the card fields.
 */
function securityCodePage(input: {
  nonce: string;
  lang: Language;
  captureContext: string;
  parentOrigin: string;
  brand: CardBrand;
  tokenizeCvvPath: string;
}): string {
  const t = CARD_FIELD_TEXTS[input.lang];
  const digits = securityCodeLength(input.brand);
  const hint = input.brand === 'amex' ? t.cvvFront(digits) : t.cvvBack(digits);
  const config = scriptConfig({
    context: input.captureContext,
    parentOrigin: input.parentOrigin,
    tokenizePath: input.tokenizeCvvPath,
    lang: input.lang,
    brand: input.brand,
    digits,
    message: cardFieldMessage('securityCode', input.lang),
  });
  const body = `<form id="card" class="cvv-only" novalidate>
  <div class="field"><label for="cvv">${escapeHtml(t.cvv)}</label>
    <p id="cvv-hint" class="hint">${escapeHtml(hint)}</p>
    <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" aria-describedby="cvv-hint cvv-error" maxlength="${digits}" required>
    <p id="cvv-error" class="error" role="alert"></p></div>
</form>`;
  const script = `(() => {
  const config = ${config};
  const $ = (id) => document.getElementById(id);
  const post = (message) => window.parent.postMessage(message, config.parentOrigin);
  const valid = () => new RegExp('^\\\\d{' + config.digits + '}$').test($('cvv').value);
  const show = (message) => { $('cvv').setAttribute('aria-invalid', message ? 'true' : 'false'); $('cvv-error').textContent = message || ''; };
  $('cvv').addEventListener('input', () => post({ type: 'snackshop:card:change', cardType: config.brand, cardNumberValid: true, cvvNumberValid: valid(), expiryValid: true }));
  async function tokenize() {
    if (!valid()) { show(config.message); post({ type: 'snackshop:card:error', fields: ['cvv'] }); return; }
    show('');
    const response = await fetch(config.tokenizePath, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, credentials: 'omit', body: JSON.stringify({ captureContext: config.context, securityCode: $('cvv').value, lang: config.lang }) });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) { const error = (answer.errors || []).find((e) => e.field === 'securityCode'); show(error ? error.message : ''); post({ type: 'snackshop:card:error', code: answer.code || 'TOKENIZE_FAILED', expired: response.status === 401, fields: error ? ['cvv'] : [] }); return; }
    $('cvv').value = '';
    post({ type: 'snackshop:card:cvv-token', cvvToken: answer.data.cvvToken, expiresAt: answer.data.expiresAt });
  }
  const renew = (context) => { if (typeof context !== 'string' || context.split('.').length !== 3 || context.length > 2000) return; config.context = context; post({ type: 'snackshop:card:renewed' }); };
  window.addEventListener('message', (event) => { if (event.origin !== config.parentOrigin || event.source !== window.parent || !event.data) return; if (event.data.type === 'snackshop:card:tokenize') void tokenize(); else if (event.data.type === 'snackshop:card:context') renew(event.data.captureContext); });
  $('card').addEventListener('submit', (event) => { event.preventDefault(); void tokenize(); });${RESIZE_SCRIPT}
  post({ type: 'snackshop:card:ready' });
})();`;
  return page({ nonce: input.nonce, lang: input.lang, title: t.cvvTitle, body, script });
}

/**
 * The hosted card fields: an HTML page served from the API origin and framed by the
 * storefront. Card number, expiry and CVV are typed here, posted only to the tokenise call,
 * and the parent page receives just a transient token, brand and mask via postMessage to
 * its own origin. The parent asks for a token with `{ type: 'snackshop:card:tokenize' }`, and
 * hands over a renewed capture context (an extended payment session) with
 * `{ type: 'snackshop:card:context', captureContext }`, so what was typed stays. A context
 * opened for a saved card (`securityCodeFor`) shows the security-code field alone.
 */
export function hostedFieldsPage(input: {
  nonce: string;
  lang: Language;
  /** The verified capture context, or null when it is forged or expired. */
  captureContext: string | null;
  parentOrigin: string | null;
  tokenizePath: string;
  tokenizeCvvPath: string;
  /** The brand of the saved card whose security code the context asks for. */
  securityCodeFor?: CardBrand | undefined;
}): string {
  const t = CARD_FIELD_TEXTS[input.lang];
  if (input.captureContext && input.parentOrigin && input.securityCodeFor) {
    return securityCodePage({
      nonce: input.nonce,
      lang: input.lang,
      captureContext: input.captureContext,
      parentOrigin: input.parentOrigin,
      brand: input.securityCodeFor,
      tokenizeCvvPath: input.tokenizeCvvPath,
    });
  }
  const config = scriptConfig({
    context: input.captureContext,
    parentOrigin: input.parentOrigin,
    tokenizePath: input.tokenizePath,
    lang: input.lang,
    messages: {
      number: cardFieldMessage('number', input.lang),
      brand: cardFieldMessage('brand', input.lang),
      expiration: cardFieldMessage('expiration', input.lang),
      securityCode: cardFieldMessage('securityCode', input.lang),
    },
  });
  const body = input.captureContext
    ? `<form id="card" novalidate>
  <div class="field"><label for="number">${escapeHtml(t.number)}</label>
    <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" aria-describedby="number-error" maxlength="23" required>
    <p id="number-error" class="error" role="alert"></p></div>
  <div class="row">
  <div class="field"><label for="expiry">${escapeHtml(t.expiry)}</label>
    <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="${escapeHtml(t.expiryPlaceholder)}" aria-describedby="expiry-error" maxlength="7" required>
    <p id="expiry-error" class="error" role="alert"></p></div>
  <div class="field"><label for="cvv">${escapeHtml(t.cvv)}</label>
    <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" aria-describedby="cvv-error" maxlength="4" required>
    <p id="cvv-error" class="error" role="alert"></p></div>
  </div>
</form>`
    : `<p role="alert">${escapeHtml(t.expired)}</p>`;
  const script = `(() => {
  const config = ${config};
  if (!config.context || !config.parentOrigin) return;
  const $ = (id) => document.getElementById(id);
  const digits = (value) => value.replace(/\\D/g, '');
  const brandOf = (n) => /^4/.test(n) ? 'visa' : /^(5[1-5]|2[2-7])/.test(n) ? 'mastercard' : /^3[47]/.test(n) ? 'amex' : /^(6011|65|64[4-9])/.test(n) ? 'discover' : null;
  const luhn = (n) => { let sum = 0; for (let i = 0; i < n.length; i++) { let d = Number(n[n.length - 1 - i]); if (i % 2) { d *= 2; if (d > 9) d -= 9; } sum += d; } return n.length >= 12 && sum % 10 === 0; };
  const post = (message) => window.parent.postMessage(message, config.parentOrigin);
  const expiry = () => { const m = /^(\\d{1,2})\\s*\\/?\\s*(\\d{2}|\\d{4})$/.exec($('expiry').value.trim()); if (!m) return null; const month = Number(m[1]); const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]); return month >= 1 && month <= 12 ? { month, year } : null; };
  const state = () => { const n = digits($('number').value); const brand = brandOf(n); const cvvLength = brand === 'amex' ? 4 : 3; return { cardType: brand, cardNumberValid: luhn(n) && brand !== null, cvvNumberValid: new RegExp('^\\\\d{' + cvvLength + '}$').test($('cvv').value), expiryValid: expiry() !== null }; };
  const show = (field, message) => { const input = $(field === 'expirationYear' || field === 'expirationMonth' ? 'expiry' : field === 'securityCode' ? 'cvv' : 'number'); input.setAttribute('aria-invalid', message ? 'true' : 'false'); $(input.id + '-error').textContent = message || ''; };
  for (const id of ['number', 'expiry', 'cvv']) $(id).addEventListener('input', () => { const s = state(); post({ type: 'snackshop:card:change', cardType: s.cardType, cardNumberValid: s.cardNumberValid, cvvNumberValid: s.cvvNumberValid, expiryValid: s.expiryValid }); });
  const clear = () => { for (const id of ['number', 'expiry', 'cvv']) { $(id).value = ''; show(id === 'expiry' ? 'expirationYear' : id === 'cvv' ? 'securityCode' : 'number', ''); } };
  async function tokenize() {
    const s = state(); const exp = expiry();
    show('number', s.cardNumberValid ? '' : (s.cardType ? config.messages.number : (digits($('number').value).length > 0 ? config.messages.brand : config.messages.number)));
    show('expirationYear', exp ? '' : config.messages.expiration);
    show('securityCode', s.cvvNumberValid ? '' : config.messages.securityCode);
    if (!s.cardNumberValid || !exp || !s.cvvNumberValid) { post({ type: 'snackshop:card:error', fields: ['number', 'expiry', 'cvv'].filter((id) => $(id).getAttribute('aria-invalid') === 'true') }); return; }
    const response = await fetch(config.tokenizePath, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, credentials: 'omit', body: JSON.stringify({ captureContext: config.context, number: digits($('number').value), expirationMonth: exp.month, expirationYear: exp.year, securityCode: $('cvv').value, lang: config.lang }) });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) { for (const error of answer.errors || []) show(error.field, error.message); post({ type: 'snackshop:card:error', code: answer.code || 'TOKENIZE_FAILED', expired: response.status === 401 }); return; }
    clear();
    const d = answer.data;
    post({ type: 'snackshop:card:token', transientToken: d.transientToken, cardType: d.cardType, cardNumberMask: d.cardNumberMask, expMonth: d.expMonth, expYear: d.expYear, expiresAt: d.expiresAt });
  }
  const renew = (context) => { if (typeof context !== 'string' || context.split('.').length !== 3 || context.length > 2000) return; config.context = context; post({ type: 'snackshop:card:renewed' }); };
  window.addEventListener('message', (event) => { if (event.origin !== config.parentOrigin || event.source !== window.parent || !event.data) return; if (event.data.type === 'snackshop:card:tokenize') void tokenize(); else if (event.data.type === 'snackshop:card:context') renew(event.data.captureContext); });
  $('card').addEventListener('submit', (event) => { event.preventDefault(); void tokenize(); });${RESIZE_SCRIPT}
  post({ type: 'snackshop:card:ready' });
})();`;
  return page({ nonce: input.nonce, lang: input.lang, title: t.title, body, script });
}
