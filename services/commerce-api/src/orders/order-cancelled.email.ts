import type { Language } from '@snackshop/commerce-core/language';
import { escapeHtml } from '../http/html';
import type { MailMessage } from '../mail/outbox';

/**
 * The spec has no message for an order cancelled after it was placed (SPEC section 8 lists
 * none), so these texts are the shop's own: decision 0004, "Capture and its retries".
 */
export const orderCancelledTexts = {
  'en-us': {
    subject: (n: string) => `Your Snack Shop order ${n} was cancelled`,
    hello: (name: string) => `Hi ${name},`,
    body: (n: string) =>
      `We could not complete the payment for your order ${n}, so we have cancelled it. Your card was not charged and any hold on it has been released. Nothing will be shipped.`,
    again: 'You are welcome to place the order again. We are sorry for the trouble.',
  },
  'es-us': {
    subject: (n: string) => `Su pedido de Snack Shop ${n} fue cancelado`,
    hello: (name: string) => `Hola, ${name}:`,
    body: (n: string) =>
      `No pudimos completar el pago de su pedido ${n}, por lo que lo cancelamos. No se hizo ningún cargo a su tarjeta y se liberó cualquier retención. No se enviará nada.`,
    again: 'Puede volver a hacer el pedido cuando guste. Lamentamos las molestias.',
  },
} as const;

/** The email telling a shopper their order was cancelled because its payment never went through. */
export function orderCancelledEmail(
  order: { orderNumber: string; email: string; firstName: string },
  lang: Language,
): MailMessage {
  const t = orderCancelledTexts[lang];
  const paragraphs = [t.hello(order.firstName), t.body(order.orderNumber), t.again];
  return {
    kind: 'order-cancelled',
    to: order.email,
    subject: t.subject(order.orderNumber),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}
