import {
  useCartStore,
  useCheckoutStore,
  useConfigStore,
  useSubmitOrder,
  type PaymentInfoBody,
} from '@snackshop/commerce-hooks';
import { checkoutBody } from './checkoutRequest';

/**
 * Places the order of the checkout's form and cart, paid as `paymentInfo` (card token, PayPal
 * payment or Apple Pay token), through submittedorder.
 */
export function usePlaceOrder() {
  const checkout = useCheckoutStore();
  const cart = useCartStore();
  const submitOrder = useSubmitOrder();
  const { language } = useConfigStore();
  return (paymentInfo: PaymentInfoBody) =>
    submitOrder({
      ...checkoutBody(
        checkout,
        { lines: cart.cartItems, couponName: cart.couponData?.couponName },
        language,
      ),
      paymentInfo,
    });
}
