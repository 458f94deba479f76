import { useTranslation } from 'react-i18next';
import { cardBrandName } from './savedCards';

/** What an order says about how it was paid (placed orders, Order Lookup, the account). */
interface PaidOrder {
  paymentMethod?: string | null;
  card?: { cardType?: string | null; last4?: string | null } | null;
}

/**
 * How an order was paid, as its pages say it: the card by brand and last four ("Visa ending
 * in 4242"), a wallet or PayPal by name, or nothing when the order does not say.
 */
export function usePaymentLine(order: PaidOrder): string | null {
  const { t } = useTranslation();
  if (order.paymentMethod === 'card' && order.card?.last4) {
    return t('thankyou.card', {
      cardType: cardBrandName(order.card.cardType ?? ''),
      last4: order.card.last4,
    });
  }
  return order.paymentMethod && order.paymentMethod !== 'card'
    ? t(`lookup.method.${order.paymentMethod}`)
    : null;
}
