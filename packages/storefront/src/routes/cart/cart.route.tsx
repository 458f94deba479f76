/** `/cart`: review your cart. */
import { routeHeaders } from '../../server/headers.server';

export { cartMeta as meta, CartPage as default } from './CartPage';
export const headers = routeHeaders('none');
export { cartLoader as loader } from './cart.server';
export { cartAction as action } from './serverCart.server';
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
