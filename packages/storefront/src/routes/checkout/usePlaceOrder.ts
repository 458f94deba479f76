import {
  useCartStore,
  useCheckoutStore,
  useConfigStore,
  useSubmitOrder,
  type PaymentInfoBody,
} from '@snackshop/commerce-hooks';
import { checkoutBody, orderCart } from './checkoutRequest';

/**
 * Places the order of the checkout's form and cart, paid as `paymentInfo` (card token, PayPal
 * payment, Apple Pay or Google Pay token), through submittedorder. `onStillWorking` runs while the API
 * says the order is still being placed and the same attempt is sent again.
 */
export function usePlaceOrder(onStillWorking?: () => void) {
  const checkout = useCheckoutStore();
  const cart = useCartStore();
  const submitOrder = useSubmitOrder(undefined, onStillWorking);
  const { language } = useConfigStore();
  return (paymentInfo: PaymentInfoBody) =>
    submitOrder({
      ...checkoutBody(checkout, orderCart(cart, checkout), language),
      paymentInfo,
    });
}
