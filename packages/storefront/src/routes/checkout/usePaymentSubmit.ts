import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCheckoutStore,
  type PaymentInfoBody,
  type PlacedOrder,
} from '@snackshop/commerce-hooks';
import { usePlaceOrder } from './usePlaceOrder';

/**
 * How the payment step places an order, whichever method pays: `submit` goes through
 * usePlaceOrder and, while the API is still placing the order (the same attempt is sent
 * again), says so in `notice`, which goes once the attempt has its answer; `finish` completes
 * the payment step and hands the placed order to `onPlaced`.
 */
export function usePaymentSubmit(onPlaced: (order: PlacedOrder) => void) {
  const checkout = useCheckoutStore();
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const stillPlacing = t('checkout.stillPlacing');
  const placeOrder = usePlaceOrder(() => setNotice(stillPlacing));
  const submit = async (paymentInfo: PaymentInfoBody) => {
    const outcome = await placeOrder(paymentInfo);
    setNotice((shown) => (shown === stillPlacing ? null : shown));
    return outcome;
  };
  const finish = (order: PlacedOrder) => {
    checkout.completePayment();
    onPlaced(order);
  };
  return { notice, setNotice, submit, finish };
}
