import type { Language } from '@snackshop/commerce-core/language';
import type { DeclineReason, PaymentSource } from './provider';

type Texts = Record<Language, string>;

/** What the shopper reads when a payment is refused, English and Spanish. */
const declineMessages: Record<DeclineReason, Texts> = {
  INSUFFICIENT_FUNDS: {
    'en-us': 'Your card was declined for insufficient funds. Try another card.',
    'es-us': 'Su tarjeta fue rechazada por fondos insuficientes. Pruebe con otra tarjeta.',
  },
  // A stolen-card answer is never told to the person holding the card.
  STOLEN_CARD: {
    'en-us': 'Your card was declined. Try another card or contact your bank.',
    'es-us': 'Su tarjeta fue rechazada. Pruebe con otra tarjeta o comuníquese con su banco.',
  },
  CVV_MISMATCH: {
    'en-us': 'The security code does not match the card. Check it and try again.',
    'es-us': 'El código de seguridad no coincide con la tarjeta. Revíselo e inténtelo de nuevo.',
  },
  EXPIRED_CARD: {
    'en-us': 'The card has expired. Try another card.',
    'es-us': 'La tarjeta está vencida. Pruebe con otra tarjeta.',
  },
  INVALID_TOKEN: {
    'en-us': 'Your card details have expired. Enter them again.',
    'es-us': 'Los datos de su tarjeta han caducado. Ingréselos de nuevo.',
  },
  TOKEN_SPENT: {
    'en-us': 'These card details have already paid for an order. Enter them again to pay.',
    'es-us': 'Estos datos de tarjeta ya pagaron un pedido. Ingréselos de nuevo para pagar.',
  },
  PAYPAL_NOT_APPROVED: {
    'en-us':
      'The PayPal payment was not approved. Try PayPal again or choose another payment method.',
    'es-us':
      'El pago con PayPal no fue aprobado. Vuelva a intentarlo con PayPal o elija otro método de pago.',
  },
  AMOUNT_MISMATCH: {
    'en-us': 'Your order total changed after you approved the payment. Approve the new total.',
    'es-us': 'El total de su pedido cambió después de aprobar el pago. Apruebe el nuevo total.',
  },
  PROCESSOR_UNAVAILABLE: {
    'en-us': 'The payment service did not answer. Please try again.',
    'es-us': 'El servicio de pago no respondió. Inténtelo de nuevo.',
  },
};

/** The wallets whose token pays, by the name the shopper knows them. */
const WALLETS: Partial<Record<PaymentSource['method'], string>> = {
  'apple-pay': 'Apple Pay',
  'google-pay': 'Google Pay',
};

/** A wallet's token refused: one the processor never issued or whose time is up, or one spent. */
const walletTokenMessages: Partial<
  Record<DeclineReason, Record<Language, (wallet: string) => string>>
> = {
  INVALID_TOKEN: {
    'en-us': (wallet) =>
      `This ${wallet} payment is not valid or has expired. Choose ${wallet} again to pay.`,
    'es-us': (wallet) =>
      `Este pago con ${wallet} no es válido o caducó. Elija ${wallet} de nuevo para pagar.`,
  },
  TOKEN_SPENT: {
    'en-us': (wallet) =>
      `This ${wallet} payment has already paid for an order. Choose ${wallet} again to pay.`,
    'es-us': (wallet) =>
      `Este pago con ${wallet} ya pagó un pedido. Elija ${wallet} de nuevo para pagar.`,
  },
};

/**
 * Why a payment was refused, in the shopper's language, and the field of the order body it
 * names: a wallet's token that is not valid or already spent names `paymentInfo.token` and
 * says to choose the wallet again; every other refusal (the issuer's answer included, the
 * same for a card and a wallet) names `paymentInfo`.
 */
export function declineOf(
  reason: DeclineReason,
  method: PaymentSource['method'],
  lang: Language,
): { message: string; field: string } {
  const wallet = WALLETS[method];
  const tokenMessage = wallet ? walletTokenMessages[reason]?.[lang] : undefined;
  if (wallet && tokenMessage) return { message: tokenMessage(wallet), field: 'paymentInfo.token' };
  return { message: declineMessages[reason][lang], field: 'paymentInfo' };
}

/** Card-field messages of the tokenise call and the hosted fields. */
export const cardFieldMessages = {
  number: {
    'en-us': 'Enter a valid card number.',
    'es-us': 'Ingrese un número de tarjeta válido.',
  },
  brand: {
    'en-us': 'We accept Visa, Mastercard, American Express and Discover.',
    'es-us': 'Aceptamos Visa, Mastercard, American Express y Discover.',
  },
  expiration: {
    'en-us': 'Enter a valid expiration date.',
    'es-us': 'Ingrese una fecha de vencimiento válida.',
  },
  expired: {
    'en-us': 'The card has expired.',
    'es-us': 'La tarjeta está vencida.',
  },
  securityCode: {
    'en-us': 'Enter the security code on the card.',
    'es-us': 'Ingrese el código de seguridad de la tarjeta.',
  },
  contextExpired: {
    'en-us': 'The payment form has expired. Reload it to continue.',
    'es-us': 'El formulario de pago caducó. Vuelva a cargarlo para continuar.',
  },
} as const satisfies Record<string, Texts>;
