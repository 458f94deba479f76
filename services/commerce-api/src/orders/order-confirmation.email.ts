import { formatPrice } from '@snackshop/commerce-core/cart';
import { htmlLang, type Language } from '@snackshop/commerce-core/language';
import type { MailMessage } from '../mail/outbox';
import { escapeHtml } from '../http/html';
import type { OrderView } from '@snackshop/commerce-core/contract';

const texts = {
  'en-us': {
    subject: (n: string) => `Your Snack Shop order ${n}`,
    hello: (name: string) => `Hi ${name},`,
    thanks: 'Thank you for your order! Here is what you bought.',
    number: 'Order number',
    subtotal: 'Subtotal',
    discount: 'Discount',
    freePack: 'Snack Rewards free pack',
    shipping: 'Shipping',
    tax: 'Tax',
    total: 'Total',
    shipTo: 'Shipping to',
    gift: (recipient: string) => `This is a gift for ${recipient}.`,
    giftMessage: 'Gift message',
    giftCardIncluded: 'A gift card is included with this gift.',
    eGiftCard: (recipient: string) => `e-Gift card, sent by email to ${recipient}`,
    physicalCard: 'Gift card, mailed with your order',
    cardMessage: 'Message',
    freeSample: 'Free sample',
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
    freePack: 'Paquete gratis de Snack Rewards',
    shipping: 'Envío',
    tax: 'Impuestos',
    total: 'Total',
    shipTo: 'Enviar a',
    gift: (recipient: string) => `Este pedido es un regalo para ${recipient}.`,
    giftMessage: 'Mensaje de regalo',
    giftCardIncluded: 'Este regalo incluye una tarjeta de regalo.',
    eGiftCard: (recipient: string) =>
      `Tarjeta de regalo electrónica, enviada por correo a ${recipient}`,
    physicalCard: 'Tarjeta de regalo, enviada con su pedido',
    cardMessage: 'Mensaje',
    freeSample: 'Muestra gratis',
    lookup:
      'Puede encontrar este pedido en cualquier momento en Buscar pedido, con el número de pedido y su correo electrónico.',
  },
} as const;

type Texts = (typeof texts)[Language];
type Recipient = NonNullable<OrderView['gift']>;

/** "Jules Park (jules@example.com)", or the email alone when no name was given. */
function recipientLabel(recipient: Recipient): string {
  const name = [recipient.firstName, recipient.lastName].filter(Boolean).join(' ');
  return name ? `${name} (${recipient.recipientEmail})` : recipient.recipientEmail;
}

/**
 * What the email says under a line: a free sample is one; a gift card, how it is delivered
 * and, by email, to whom.
 */
function lineNotes(line: OrderView['lines'][number], t: Texts): string[] {
  if (line.isFreeSample) return [t.freeSample];
  const card = line.giftCard;
  if (!card) return [];
  if (card.kind === 'physical' || !card.recipient) return [t.physicalCard];
  return [
    t.eGiftCard(recipientLabel(card.recipient)),
    ...(card.recipient.giftMessage ? [`${t.cardMessage}: ${card.recipient.giftMessage}`] : []),
  ];
}

/** The gift order's paragraph: the recipient by name and email, the message, the card. */
function giftNotes(order: OrderView, t: Texts): string[] {
  if (!order.gift) return [];
  return [
    t.gift(recipientLabel(order.gift)),
    ...(order.gift.giftMessage ? [`${t.giftMessage}: ${order.gift.giftMessage}`] : []),
    ...(order.includesGiftCard ? [t.giftCardIncluded] : []),
  ];
}

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
    ...(order.discountCents > order.rewardCents
      ? ([[t.discount, -(order.discountCents - order.rewardCents)]] as [string, number][])
      : []),
    ...(order.rewardCents > 0 ? ([[t.freePack, -order.rewardCents]] as [string, number][]) : []),
    [t.shipping, order.shippingChargeCents],
    [t.tax, order.taxCents],
    [t.total, order.totalAmountCents],
  ];
  const lineRow = (line: OrderView['lines'][number]) => {
    const notes = lineNotes(line, t)
      .map((note) => `<br><small>${escapeHtml(note)}</small>`)
      .join('');
    return `<tr><td valign="top">${line.quantity} ×</td><td>${escapeHtml(line.title)}${notes}</td><td align="right" valign="top">${escapeHtml(money(line.lineTotalCents))}</td></tr>`;
  };
  const text = [
    t.hello(a.firstName),
    '',
    t.thanks,
    `${t.number}: ${order.orderNumber}`,
    '',
    ...order.lines.flatMap((line) => [
      `${line.quantity} × ${line.title}  ${money(line.lineTotalCents)}`,
      ...lineNotes(line, t).map((note) => `    ${note}`),
    ]),
    '',
    ...amounts.map(([label, cents]) => `${label}: ${money(cents)}`),
    '',
    `${t.shipTo}:`,
    ...address,
    ...(order.gift ? ['', ...giftNotes(order, t)] : []),
    '',
    t.lookup,
  ].join('\n');
  const html = `<!doctype html><html lang="${htmlLang(lang)}"><body style="font-family:system-ui,sans-serif;color:#1a1a1a">
<p>${escapeHtml(t.hello(a.firstName))}</p>
<p>${escapeHtml(t.thanks)}</p>
<p><strong>${escapeHtml(t.number)}: ${escapeHtml(order.orderNumber)}</strong></p>
<table role="presentation" cellpadding="4">${order.lines.map(lineRow).join('')}</table>
<table role="presentation" cellpadding="4">${amounts
    .map(
      ([label, cents]) =>
        `<tr><td>${escapeHtml(label)}</td><td align="right">${escapeHtml(money(cents))}</td></tr>`,
    )
    .join('')}</table>
<p>${escapeHtml(t.shipTo)}:<br>${address.map(escapeHtml).join('<br>')}</p>
${order.gift ? `<p>${giftNotes(order, t).map(escapeHtml).join('<br>')}</p>` : ''}
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
