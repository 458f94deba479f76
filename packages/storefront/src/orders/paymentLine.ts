import { useTranslation } from 'react-i18next';
import { cardBrandName } from './cardBrand';

/** What an order says about how it was paid (placed orders, Order Lookup, the account). */
interface PaidOrder {
  paymentMethod?: string | null;
  card?: { cardType?: string | null; last4?: string | null } | null;
}

/**
 * How an order was paid, as its pages say it: a card by brand and last four ("Visa ending in
 * 4242"), PayPal or a wallet by name, with the card the wallet paid with when the order names
 * it ("Google Pay (Visa ending in 1111)"), or nothing when the order does not say.
 */
export function usePaymentLine(order: PaidOrder): string | null {
  const { t } = useTranslation();
  const card = order.card?.last4
    ? t('thankyou.card', {
        cardType: cardBrandName(order.card.cardType ?? ''),
        last4: order.card.last4,
      })
    : null;
  const method =
    order.paymentMethod && order.paymentMethod !== 'card'
      ? t(`lookup.method.${order.paymentMethod}`)
      : null;
  if (method) return card ? `${method} (${card})` : method;
  return order.paymentMethod === 'card' ? card : null;
}
