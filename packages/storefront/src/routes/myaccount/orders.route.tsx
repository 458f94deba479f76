/** `/profile/orders`: the order history (a secure page). */
import { routeHeaders } from '../../server/headers.server';

export { secureHandle as handle } from '../account/handles';
export { ordersMeta as meta, OrdersPage as default } from './OrdersPage';
export { ordersLoader as loader } from './orders.server';
export const headers = routeHeaders('none');
export { RouteErrorBoundary as ErrorBoundary } from '../../root/ErrorBoundary';
