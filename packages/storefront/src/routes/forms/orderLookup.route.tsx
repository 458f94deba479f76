/** `/order-lookup`: find an order by number and email. */
import { routeHeaders } from '../../server/headers.server';

export { orderLookupMeta as meta, OrderLookupPage as default } from './FormPages';
export { orderLookupLoader as loader, orderLookupAction as action } from './forms.server';
export const headers = routeHeaders('none');
export { RouteErrorBoundary as ErrorBoundary } from '../../root/ErrorBoundary';
