/**
 * `/checkout`: shipping, then payment (a secure page, framing the hosted card fields and
 * loading the payment wallets' clients on its payment step).
 */
import type { StorefrontHandle } from '../../site/handle';
import { routeHeaders } from '../../server/headers.server';

export const handle: StorefrontHandle = { secure: true, paymentFields: true, paymentWallets: true };

export { checkoutMeta as meta, CheckoutPage as default } from './CheckoutPage';
export { checkoutLoader as loader } from './checkout.server';
export { checkoutAction as action } from './serverCheckout.server';
export const headers = routeHeaders('none');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
