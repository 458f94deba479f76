/** `/profile/orders/:orderNumber`: one order of the customer (a secure page). */
import { routeHeaders } from '../../server/headers.server';

export { secureHandle as handle } from '../../site/pageHandles';
export { orderDetailMeta as meta, OrderDetailPage as default } from './OrderDetailPage';
export { orderDetailLoader as loader } from './orders.server';
export const headers = routeHeaders('none');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
