/** `/profile/orders`: the order history (a secure page). */
import { routeHeaders } from '../../server/headers.server';

export { secureHandle as handle } from '../../site/pageHandles';
export { ordersMeta as meta, OrdersPage as default } from './OrdersPage';
export { ordersLoader as loader } from './orders.server';
export const headers = routeHeaders('none');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
