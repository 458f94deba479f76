/** `/all-snacks`: every snack (plp_all-snacks). */
import { routeHeaders } from '../../server/headers.server';
import { createListingLoader } from './listing.server';

export { listingMeta as meta, ListingPage as default } from './ListingPage';
export const loader = createListingLoader('all-snacks');
export const headers = routeHeaders('short');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
