import { formatPrice } from '@snackshop/commerce-core/cart';
import type { Language } from '@snackshop/commerce-core/catalogue';
import type { MailMessage } from '../../mail/outbox';
import { escapeHtml } from '../payments/html';
import type { OrderView } from './checkout.schemas';

const texts = {
  'en-us': {
    subject: (n: string) => `Your Snack Shop order ${n}`,
    hello: (name: string) => `Hi ${name},`,
    thanks: 'Thank you for your order! Here is what you bought.',
    number: 'Order number',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    tax: 'Tax',
    total: 'Total',
    shipTo: 'Shipping to',
    gift: (email: string) => `This is a gift for ${email}.`,
    lookup:
      'You can find this order any time with Order Lookup, using the order number and your email.',
  },
  'es-us': {
    subject: (n: string) => `Su pedido de Snack Shop ${n}`,
    hello: (name: string) => `Hola, ${name}:`,
    thanks: '¡Gracias por su pedido! Esto es lo que compró.',
    number: 'Número de pedido',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    shipping: 'Envío',
    tax: 'Impuestos',
    total: 'Total',
    shipTo: 'Enviar a',
    gift: (email: string) => `Este pedido es un regalo para ${email}.`,
    lookup:
      'Puede encontrar este pedido en cualquier momento en Buscar pedido, con el número de pedido y su correo electrónico.',
  },
} as const;

/** The order confirmation email, in the language the order was placed in. */
export function orderConfirmationEmail(order: OrderView, lang: Language): MailMessage {
  const t = texts[lang];
  const money = (cents: number) => formatPrice(cents, lang);
  const a = order.shipping;
  const address = [
    `${a.firstName} ${a.lastName}`,
    a.address,
    a.addressDetails,
    `${a.city}, ${a.state} ${a.zipcode}`,
  ].filter((part): part is string => Boolean(part));
  const amounts: [string, number][] = [
    [t.subtotal, order.subTotalCents],
    ...(order.discountCents > 0
      ? ([[t.discount, -order.discountCents]] as [string, number][])
      : []),
    [t.shipping, order.shippingChargeCents],
    [t.tax, order.taxCents],
    [t.total, order.totalAmountCents],
  ];
  const text = [
    t.hello(a.firstName),
    '',
    t.thanks,
    `${t.number}: ${order.orderNumber}`,
    '',
    ...order.lines.map((line) => `${line.quantity} × ${line.title}  ${money(line.lineTotalCents)}`),
    '',
    ...amounts.map(([label, cents]) => `${label}: ${money(cents)}`),
    '',
    `${t.shipTo}:`,
    ...address,
    ...(order.gift ? ['', t.gift(order.gift.recipientEmail)] : []),
    '',
    t.lookup,
  ].join('\n');
  const html = `<!doctype html><html lang="${lang === 'es-us' ? 'es' : 'en'}"><body style="font-family:system-ui,sans-serif;color:#1a1a1a">
<p>${escapeHtml(t.hello(a.firstName))}</p>
<p>${escapeHtml(t.thanks)}</p>
<p><strong>${escapeHtml(t.number)}: ${escapeHtml(order.orderNumber)}</strong></p>
<table role="presentation" cellpadding="4">${order.lines
    .map(
      (line) =>
        `<tr><td>${line.quantity} ×</td><td>${escapeHtml(line.title)}</td><td align="right">${escapeHtml(money(line.lineTotalCents))}</td></tr>`,
    )
    .join('')}</table>
<table role="presentation" cellpadding="4">${amounts
    .map(
      ([label, cents]) =>
        `<tr><td>${escapeHtml(label)}</td><td align="right">${escapeHtml(money(cents))}</td></tr>`,
    )
    .join('')}</table>
<p>${escapeHtml(t.shipTo)}:<br>${address.map(escapeHtml).join('<br>')}</p>
${order.gift ? `<p>${escapeHtml(t.gift(order.gift.recipientEmail))}</p>` : ''}
<p>${escapeHtml(t.lookup)}</p>
</body></html>`;
  return {
    kind: 'order-confirmation',
    to: order.email,
    subject: t.subject(order.orderNumber),
    text,
    html,
  };
}
