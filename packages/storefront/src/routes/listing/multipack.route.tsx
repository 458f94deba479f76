/** `/multipack/all-snacks`: the snacks a multipack can hold (plp_custom-filter). */
import { routeHeaders } from '../../server/headers.server';
import { createListingLoader } from './listing.server';

export { listingMeta as meta, ListingPage as default } from './ListingPage';
export const loader = createListingLoader('multipack');
export const headers = routeHeaders('short');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
