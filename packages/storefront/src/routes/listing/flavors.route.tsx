/** `/flavors`: the listing by flavor (plp_all-flavors). */
import { routeHeaders } from '../../server/headers.server';
import { createListingLoader } from './listing.server';

export { listingMeta as meta, ListingPage as default } from './ListingPage';
export const loader = createListingLoader('flavors');
export const headers = routeHeaders('short');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
