/** `/order-lookup`: find an order by number and email (a secure page). */
import { routeHeaders } from '../../server/headers.server';

export { secureHandle as handle } from '../../site/pageHandles';

export { orderLookupMeta as meta, OrderLookupPage as default } from './FormPages';
export { orderLookupLoader as loader, orderLookupAction as action } from './forms.server';
export const headers = routeHeaders('none');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
