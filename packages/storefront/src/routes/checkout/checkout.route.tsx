/** `/checkout`: shipping, then payment. */
import { routeHeaders } from '../../server/headers.server';

export { checkoutMeta as meta, CheckoutPage as default } from './CheckoutPage';
export { checkoutLoader as loader } from './checkout.server';
export const headers = routeHeaders('none');
export { RouteErrorBoundary as ErrorBoundary } from '../../root/ErrorBoundary';
