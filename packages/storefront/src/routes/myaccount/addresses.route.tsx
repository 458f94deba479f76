/** `/profile/addresses`: the address book (a secure page). */
import { routeHeaders } from '../../server/headers.server';

export { secureHandle as handle } from '../../site/pageHandles';
export { addressesMeta as meta, AddressesPage as default } from './AddressesPage';
export { addressesLoader as loader, addressesAction as action } from './addresses.server';
export const headers = routeHeaders('none');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
