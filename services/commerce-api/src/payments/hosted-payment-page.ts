import type { Language } from '@snackshop/commerce-core/language';
import { CARD_FIELD_TEXTS } from './hosted-fields-page';
import type { KeptCardForm, PaymentFormErrors, PaymentFormField } from './hosted-payment-form';
import { APPROVAL_TEXTS } from './paypal-approval-page';
import type { CardBrand } from './provider';
import { securityCodeLength } from './sandbox/test-cards';
import { escapeHtml } from '../http/html';
import { framedPage } from './framed-page';

/** The page's own words; the card fields' labels and the sandbox note are shared. */
const texts = {
  'en-us': {
    title: 'Pay by card',
    name: 'Name on card',
    submit: 'Continue',
    problem: 'Check the card details below.',
    errorTitle: 'Error',
    refusedTitle: 'This payment page cannot be used',
    startAgain: 'Go back to the shop and choose to pay by card again.',
    badContext:
      'This page needs the payment context (context) the shop receives when a card payment starts.',
    badReturn: (origin: string) =>
      `The return URL (return) must be a page of the shop that opened this payment: ${origin}.`,
  },
  'es-us': {
    title: 'Pagar con tarjeta',
    name: 'Nombre en la tarjeta',
    submit: 'Continuar',
    problem: 'Revise los datos de la tarjeta a continuación.',
    errorTitle: 'Error',
    refusedTitle: 'No se puede usar esta página de pago',
    startAgain: 'Vuelva a la tienda y elija de nuevo pagar con tarjeta.',
    badContext:
      'Esta página necesita el contexto de pago (context) que la tienda recibe al iniciar un pago con tarjeta.',
    badReturn: (origin: string) =>
      `La URL de retorno (return) debe ser una página de la tienda que abrió este pago: ${origin}.`,
  },
} as const;

/** Words of the hosted payment page that a route needs too. */
export const hostedPaymentTexts = (lang: Language) => texts[lang];

/*
 * One column, at most 28rem, that fits a 320 px screen: expiry and security code share a row
 * only when both fit at 9rem. Colours meet WCAG AA (text ≥ 4.5:1 on white, borders and the
 * focus ring ≥ 3:1); inputs keep 16px text so phones do not zoom into them.
 */
const STYLE = `html { -webkit-text-size-adjust: 100%; }
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; overflow-wrap: break-word; }
  main { max-width: 28rem; margin: 0 auto; padding: 1rem; }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  form { display: grid; gap: 12px; }
  .row { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr)); align-items: end; gap: 12px; }
  .field { min-width: 0; }
  label { display: block; font-weight: 600; margin-bottom: 4px; }
  input { box-sizing: border-box; width: 100%; min-width: 0; padding: 10px; font: inherit; border: 1px solid #6b6b6b; border-radius: 4px; }
  input:focus { outline: 3px solid #1f5fbf; outline-offset: 1px; }
  input[aria-invalid="true"] { border: 2px solid #b3261e; }
  .hint { color: #4a4a4a; margin: 0 0 4px; font-size: 14px; }
  .error { color: #b3261e; margin: 4px 0 0; font-size: 14px; }
  .error:empty { display: none; }
  .summary { border: 2px solid #b3261e; border-radius: 4px; padding: 0.5rem 1rem; margin: 0 0 1rem; }
  .summary a { color: #b3261e; }
  .actions { display: flex; flex-wrap: wrap; align-items: center; gap: 12px 16px; margin-top: 4px; }
  button { font: inherit; font-weight: 600; padding: 0.75rem 1.5rem; border-radius: 4px; border: 2px solid #1a4f9c; background: #1a4f9c; color: #fff; cursor: pointer; }
  a { color: #1a4f9c; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1f5fbf; outline-offset: 2px; }`;

/** A whole page, without script: style by the response's nonce, no referrer. */
function document(input: { nonce: string; lang: Language; title: string; body: string }) {
  return framedPage({ ...input, style: STYLE, body: `<main>\n${input.body}\n</main>` });
}

/** One labelled input, its hint and its error, tied to it by aria-describedby. */
function field(input: {
  id: PaymentFormField;
  label: string;
  attributes: string;
  value?: string;
  hint?: string;
  error?: string | undefined;
}) {
  const described = [input.hint ? `${input.id}-hint` : '', `${input.id}-error`].join(' ').trim();
  const invalid = input.error ? ' aria-invalid="true"' : '';
  const value = input.value ? ` value="${escapeHtml(input.value)}"` : '';
  const hint = input.hint
    ? `\n    <p id="${input.id}-hint" class="hint">${escapeHtml(input.hint)}</p>`
    : '';
  return `<div class="field"><label for="${input.id}">${escapeHtml(input.label)}</label>${hint}
    <input id="${input.id}" name="${input.id}" ${input.attributes}${value} aria-describedby="${described}"${invalid} required>
    <p id="${input.id}-error" class="error">${escapeHtml(input.error ?? '')}</p></div>`;
}

/** The list of errors at the top, each a link to its input. */
function errorSummary(lang: Language, errors: PaymentFormErrors, notice?: string) {
  const entries = Object.entries(errors) as [PaymentFormField, string][];
  if (entries.length === 0 && !notice) return '';
  const items = entries
    .map(([id, message]) => `<li><a href="#${id}">${escapeHtml(message)}</a></li>`)
    .join('');
  const heading = notice ?? texts[lang].problem;
  return `<div class="summary" role="alert"><p>${escapeHtml(heading)}</p>${items ? `<ul>${items}</ul>` : ''}</div>`;
}

export interface HostedPaymentView {
  nonce: string;
  lang: Language;
  /** Where the form posts: the page's own address. */
  action: string;
  captureContext: string;
  returnUrl: string;
  cancelUrl: string;
  /** The brand of the saved card whose security code alone the context asks for. */
  securityCodeFor?: CardBrand | undefined;
  /** What was typed, shown again after an error (never the number or the code). */
  values?: KeptCardForm;
  errors?: PaymentFormErrors;
  /** A message about the whole form (too many attempts). */
  notice?: string;
}

/** The inputs of the card form, or the security code alone for a saved card. */
function cardInputs(view: HostedPaymentView) {
  const t = CARD_FIELD_TEXTS[view.lang];
  const errors = view.errors ?? {};
  if (view.securityCodeFor) {
    const digits = securityCodeLength(view.securityCodeFor);
    const hint = view.securityCodeFor === 'amex' ? t.cvvFront(digits) : t.cvvBack(digits);
    const attributes = `type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="${digits}"`;
    return field({ id: 'cvv', label: t.cvv, attributes, hint, error: errors.cvv });
  }
  return [
    field({
      id: 'name',
      label: texts[view.lang].name,
      attributes: 'type="text" autocomplete="cc-name" maxlength="60"',
      value: view.values?.name ?? '',
      error: errors.name,
    }),
    field({
      id: 'number',
      label: t.number,
      attributes: 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"',
      error: errors.number,
    }),
    `<div class="row">`,
    field({
      id: 'expiry',
      label: t.expiry,
      attributes: `type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="${escapeHtml(t.expiryPlaceholder)}" maxlength="7"`,
      value: view.values?.expiry ?? '',
      error: errors.expiry,
    }),
    field({
      id: 'cvv',
      label: t.cvv,
      attributes: 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"',
      error: errors.cvv,
    }),
    `</div>`,
  ].join('\n  ');
}

/**
 * The hosted payment page: the card form as a whole page that works without script. It posts
 * to itself; the answer is the page again with the errors at their inputs, or a 303 back to
 * the shop's return page with the token.
 */
export function hostedPaymentPage(view: HostedPaymentView): string {
  const t = texts[view.lang];
  const heading = view.securityCodeFor ? CARD_FIELD_TEXTS[view.lang].cvvTitle : t.title;
  const failed = Object.keys(view.errors ?? {}).length > 0 || view.notice !== undefined;
  const body = `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(APPROVAL_TEXTS[view.lang].note)}</p>
${errorSummary(view.lang, view.errors ?? {}, view.notice)}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
  <input type="hidden" name="context" value="${escapeHtml(view.captureContext)}">
  <input type="hidden" name="return" value="${escapeHtml(view.returnUrl)}">
  <input type="hidden" name="lang" value="${view.lang}">
  ${cardInputs(view)}
  <div class="actions">
    <button type="submit">${escapeHtml(t.submit)}</button>
    <a href="${escapeHtml(view.cancelUrl)}">${escapeHtml(APPROVAL_TEXTS[view.lang].cancel)}</a>
  </div>
</form>`;
  const title = failed ? `${t.errorTitle}: ${heading}` : heading;
  return document({ nonce: view.nonce, lang: view.lang, title, body });
}

/** The page that refuses: an expired or forged context, or a return URL off the shop. */
export function hostedPaymentRefusal(input: {
  nonce: string;
  lang: Language;
  message: string;
}): string {
  const t = texts[input.lang];
  const body = `<h1>${escapeHtml(t.refusedTitle)}</h1>
<p role="alert">${escapeHtml(input.message)}</p>
<p>${escapeHtml(t.startAgain)}</p>`;
  return document({ nonce: input.nonce, lang: input.lang, title: t.refusedTitle, body });
}
